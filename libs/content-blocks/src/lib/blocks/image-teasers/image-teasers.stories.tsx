import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageTeasersBlock } from './image-teasers';

const meta = { title: 'Content blocks/Image teasers', component: ImageTeasersBlock } satisfies Meta<typeof ImageTeasersBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'ImageTeasers' };
const teaser = (id: string, title: string, alt: string, href: string) => ({
  id,
  fields: {
    Title: { value: title },
    Link: { value: { href } },
    Image: { value: { src: '/sample.svg', alt, width: '800', height: '500' } },
  },
});

export const Teasers: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Where our technology works' },
      Teasers: [
        teaser('1', 'Sealing a tunnel in the Alps', 'Technicians welding a waterproofing membrane in a tunnel', '/stories/tunnel'),
        teaser('2', 'Roofs that last fifty years', 'A flat roof with welded plastic sheets', '/stories/roofs'),
        teaser('3', 'Clean air in chip factories', 'A gas sensor in a clean room', '/stories/clean-room'),
        teaser('4', 'Pipes for a growing city', 'Large plastic pipes being butt-welded', '/stories/pipes'),
      ],
    },
  },
};

export const MissingContent: Story = {
  args: { rendering, params: {}, fields: { Title: { value: 'Where our technology works' }, Teasers: [] } },
};
