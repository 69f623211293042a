import type { Meta, StoryObj } from '@storybook/react-vite';
import { TwoColumnContentBlock } from './two-column-content';

const meta = { title: 'Content blocks/Two-column content', component: TwoColumnContentBlock } satisfies Meta<typeof TwoColumnContentBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'TwoColumnContent' };
const fields = {
  Title: { value: 'Research and production under one roof' },
  LeftText: {
    sanitized: true as const,
    value:
      '<h3>Development</h3><p>Our engineers design <strong>hot-air tools</strong> and welding machines in close contact with the people who use them every day.</p><ul><li>120 engineers</li><li>40 patents a year</li></ul>',
  },
  RightText: {
    sanitized: true as const,
    value:
      '<h3>Production</h3><p>Every machine is assembled and tested in Switzerland before it leaves our plant. <a href="/en/company">Learn more about the company</a>.</p>',
  },
};

export const WithImage: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      ...fields,
      Image: { value: { src: '/sample.svg', alt: 'Assembly hall with welding machines', width: '1200', height: '600' } },
    },
  },
};

export const TextOnly: Story = { args: { rendering, params: {}, fields } };

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Title: { value: 'Research and production' } } } };
