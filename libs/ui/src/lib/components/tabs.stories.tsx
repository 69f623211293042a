import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = { title: 'UI/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    label: 'Product information',
    items: [
      { id: 'details', label: 'Details', content: <p>Compact hot-air tool for overlap welding of roofing membranes.</p> },
      { id: 'specs', label: 'Technical data', content: <p>Voltage 230 V, power 1600 W, temperature 20–700 °C.</p> },
      { id: 'downloads', label: 'Downloads', content: <p>Operating manual, declaration of conformity.</p> },
    ],
  },
};

export const ScrollingStrip: Story = {
  args: {
    label: 'My account',
    items: [
      'Overview',
      'My devices (4)',
      'Wishlist (12)',
      'Addresses',
      'Newsletters',
      'Favourite contact',
      'Orders',
      'Profile',
      'Downloads and videos',
      'Service bulletins',
    ].map((label, index) => ({ id: `tab-${index}`, label, content: <p>{label}</p>, isDisabled: index === 5 })),
  },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <Tabs {...args} />
    </div>
  ),
};
