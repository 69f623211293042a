import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnchorLinkBlock } from './anchor-link';

const meta = {
  title: 'Content blocks/Anchor link',
  component: AnchorLinkBlock,
  decorators: [
    (Story) => (
      <div>
        <a href="#our-services">Jump to our services</a>
        <div style={{ height: '120vh' }} />
        <Story />
        <h2>Our services</h2>
        <p>Maintenance, repair and training for every welding machine we build.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof AnchorLinkBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'AnchorLink' };

export const Target: Story = { args: { rendering, params: {}, fields: { AnchorId: { value: 'Our services' } } } };

/** No usable id: an empty shell, the link above goes nowhere. */
export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
