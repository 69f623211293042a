import type { Meta, StoryObj } from '@storybook/react-vite';
import { UniversalHeroBlock } from './universal-hero';

const meta = { title: 'Content blocks/Universal hero', component: UniversalHeroBlock } satisfies Meta<typeof UniversalHeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'UniversalHero' };

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Overline: { value: 'Sustainability' },
      Title: { value: 'Less energy for every weld' },
      Text: { value: 'How our engineers halved the standby consumption of our hot-air tools.' },
      Image: { value: { src: '/sample.svg', alt: 'Hot-air tool on a workbench', width: '1200', height: '800' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
