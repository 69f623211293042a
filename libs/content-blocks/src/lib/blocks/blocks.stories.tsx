import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hero } from './hero';
import { RichText } from './rich-text';

const meta = { title: 'Content blocks/Hero and rich text', component: Hero } satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'Hero' };

export const StartPageHero: Story = {
  args: {
    rendering,
    params: { Variant: 'Start' },
    fields: {
      Title: { value: 'Plastic welding and process heat' },
      Text: { value: 'Hot-air tools, extrusion welders and welding machines for industry worldwide.' },
      Link: { value: { href: '/products', text: 'Discover our products' } },
    },
  },
};

export const ContentHero: Story = {
  args: { rendering, params: {}, fields: { Title: { value: 'Our history' }, Text: { value: 'From a workshop to a worldwide group.' } } },
};

export const MissingTitle: Story = {
  args: { rendering, params: {}, fields: {} },
};

export const RichTextBlock: Story = {
  args: { rendering, params: {}, fields: {} },
  render: () => (
    <RichText
      rendering={{ componentName: 'RichText' }}
      params={{}}
      fields={{
        Text: {
          sanitized: true,
          value:
            '<h2>What we do</h2><p>Our engineers build <strong>hot-air tools</strong> and <a href="/en/products">welding machines</a>.</p><ul><li>Development in Switzerland</li><li>Service worldwide</li></ul>',
        },
      }}
    />
  ),
};
