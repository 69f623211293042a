import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLinkerBlock } from './story-linker';

const meta = { title: 'Content blocks/Story linker', component: StoryLinkerBlock } satisfies Meta<typeof StoryLinkerBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'StoryLinker' };
const story = (id: string, title: string, description: string) => ({
  id,
  fields: {
    OverlineTitle: { value: 'Customer story' },
    Title: { value: title },
    Description: { value: description },
    StoryImage: { value: { src: '/sample.svg', alt: title, width: '1200', height: '800' } },
    LinkerButtonLabel: { value: 'Read the story' },
    PageUrl: { value: { href: `/stories/${id}` } },
  },
});

export const Default: Story = {
  args: {
    rendering,
    params: { ImagePosition: 'Right' },
    fields: {
      Title: { value: 'More customer stories' },
      Stories: [
        story(
          'roof-in-rotterdam',
          'A green roof in Rotterdam',
          'Bitumen membranes welded by hot air on a 6,000 m² roof garden above the harbour.',
        ),
        story(
          'tunnel-liner',
          'Sealing a tunnel under the Rhine',
          'Automatic wedge welders joined PVC sheets in a tunnel where every metre had to be tested twice before the concrete was poured.',
        ),
      ],
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
