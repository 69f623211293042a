import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Skeleton, Spinner, Tag } from './feedback';
import { showToast } from './toast';

const meta = { title: 'UI/Feedback', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <Spinner showLabel />
      <Skeleton height="1.5rem" width="60%" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="80%" />
      <Skeleton height="10rem" />
    </div>
  ),
};

export const Tags: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Tag tone="ok">Fulfilled</Tag>
      <Tag tone="warning">Partially fulfilled</Tag>
      <Tag tone="warning">On hold</Tag>
      <Tag tone="secondary">Refunded</Tag>
    </p>
  ),
};

export const Toasts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button onPress={() => showToast({ message: 'Saved to your wishlist.', tone: 'success' })}>Show a success message</Button>
      <Button variant="secondary" onPress={() => showToast({ message: 'Something went wrong.', tone: 'error' })}>
        Show an error
      </Button>
    </div>
  ),
};
