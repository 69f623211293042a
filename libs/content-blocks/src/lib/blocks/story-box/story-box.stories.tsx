import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryBoxBlock } from './story-box';

const meta = { title: 'Content blocks/Story box', component: StoryBoxBlock } satisfies Meta<typeof StoryBoxBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'StoryBox' };
const fields = {
  OverlineTitle: { value: 'Customer story' },
  Title: { value: 'A reservoir in the Alps' },
  Description: {
    value:
      'Two welders sealed forty thousand square metres of geomembrane for a reservoir in the Alps, working through wind, cold mornings and a schedule set by the snow.',
  },
  StoryImage: { value: { src: '/sample.svg', alt: 'Reservoir liner being welded', width: '1200', height: '800' } },
  LinkerButtonLabel: { value: 'Read the story' },
  PageUrl: { value: { href: '/stories/reservoir-in-the-alps' } },
};

export const ImageLeft: Story = { args: { rendering, params: {}, fields } };
export const ImageRight: Story = { args: { rendering, params: { ImagePosition: 'Right' }, fields } };
export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
