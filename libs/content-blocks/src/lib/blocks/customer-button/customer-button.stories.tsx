import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerButtonBlock } from './customer-button';

const meta = { title: 'Content blocks/Customer button', component: CustomerButtonBlock } satisfies Meta<typeof CustomerButtonBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'CustomerButton' };

export const Primary: Story = {
  args: { rendering, params: {}, fields: { Link: { value: { href: '/contact', text: 'Request a quote' } } } },
};

export const SecondaryCentered: Story = {
  args: {
    rendering,
    params: { Variant: 'Secondary', Alignment: 'Center' },
    fields: { Link: { value: { href: 'https://portal.example.com', text: 'Customer portal', target: '_blank' } } },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
