import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoPoster } from './video-poster';

const meta = {
  title: 'UI/VideoPoster',
  component: VideoPoster,
  decorators: [(Story) => <div style={{ maxWidth: '42rem' }}>{Story()}</div>],
} satisfies Meta<typeof VideoPoster>;
export default meta;
type Story = StoryObj<typeof meta>;

const image = { src: '/sample.svg', alt: '', width: 768, height: 432 };

export const Default: Story = { args: { image, playLabel: 'Play video: Changing the nozzle', onPlay: fn() } };

export const WithoutImage: Story = { args: { playLabel: 'Play video: Setting the temperature', onPlay: fn() } };

export const NothingToPlay: Story = { args: { image } };
