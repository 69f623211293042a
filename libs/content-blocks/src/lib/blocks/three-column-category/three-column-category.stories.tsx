import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThreeColumnCategoryBlock } from './three-column-category';

const meta = { title: 'Content blocks/Three-column category', component: ThreeColumnCategoryBlock } satisfies Meta<
  typeof ThreeColumnCategoryBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'ThreeColumnCategory' };
const card = (id: string, title: string, href: string) => ({
  id,
  fields: {
    Title: { value: title },
    Link: { value: { href } },
    Image: { value: { src: '/sample.svg', alt: '', width: '600', height: '400' } },
  },
});

export const Categories: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Find the right tool' },
      Categories: [
        card('1', 'Hot-air tools', '/products/hot-air-tools'),
        card('2', 'Extrusion welders', '/products/extrusion-welders'),
        card('3', 'Welding machines', '/products/welding-machines'),
      ],
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Title: { value: 'Find the right tool' } } } };
