import type { Meta, StoryObj } from '@storybook/react-vite';
import { SolutionHeroBlock } from './solution-hero';

const meta = { title: 'Content blocks/Solution hero', component: SolutionHeroBlock } satisfies Meta<typeof SolutionHeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'SolutionHero' };

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Image: { value: { src: '/sample.svg', alt: 'Roofers welding membranes on a flat roof', width: '1600', height: '900' } },
      Title: { value: 'Roofing: every seam watertight' },
      Text: {
        value: 'Hot-air tools, automatic roofing welders and accessories for bitumen and thermoplastic membranes, in every climate.',
      },
      Link: { value: { href: '/solutions/roofing', text: 'Explore roofing solutions' } },
    },
  },
};

export const WithoutImage: Story = {
  args: {
    rendering,
    params: {},
    fields: { Title: { value: 'Roofing: every seam watertight' }, Link: { value: { href: '/solutions/roofing' } } },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
