import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacerBlock } from './spacer';

const meta = {
  title: 'Content blocks/Spacer',
  component: SpacerBlock,
  decorators: [
    (Story) => (
      <div>
        <p>Block above the spacer.</p>
        <Story />
        <p>Block below the spacer.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof SpacerBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'Spacer' };

export const SurfaceBand: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      DesktopHeight: { value: '96' },
      TabletHeight: { value: '64' },
      MobileHeight: { value: '32' },
      BackgroundColor: { value: 'surface' },
    },
  },
};

export const AccentLine: Story = {
  args: { rendering, params: { DesktopHeight: '8', BackgroundColor: 'accent' }, fields: {} },
};

/** No datasource and no params: the default gap, transparent. */
export const MissingContent: Story = {
  args: { rendering, params: {}, fields: {} },
};
