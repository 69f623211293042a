import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './tooltip';

const meta = { title: 'UI/Tooltip', component: Tooltip } satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { content: 'In stock in Sarnen; delivery in 2 working days.', children: 'Available' },
  render: (args) => (
    <p style={{ paddingTop: '4rem' }}>
      Availability: <Tooltip {...args} />
    </p>
  ),
};
