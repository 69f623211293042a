import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReadMoreTextBlock } from './read-more-text';

const meta = { title: 'Content blocks/Read more text', component: ReadMoreTextBlock } satisfies Meta<typeof ReadMoreTextBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'ReadMoreText' };

export const CompanyHistory: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Seventy years of process heat' },
      Text: {
        sanitized: true,
        value:
          '<p>It started in 1949 with a hand-held hot-air tool built in a small workshop. The idea was simple: heat plastics precisely, so they can be welded as reliably as metal.</p><p>In the decades that followed, the workshop grew into a group of companies. Extrusion welders joined the hot-air tools, then automatic welding machines for roofing membranes and geomembranes.</p><p>Today our engineers develop sensors and laser systems as well, and a worldwide network of sales and service points keeps every machine running.</p><p>What has not changed is the workshop spirit: every product is tested before it leaves the factory.</p>',
      },
    },
  },
};

export const MissingText: Story = {
  args: { rendering, params: {}, fields: { Title: { value: 'A title without text' } } },
};
