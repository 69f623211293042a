import type { Meta, StoryObj } from '@storybook/react-vite';
import { StartPageHeroBlock } from './start-page-hero';

const meta = { title: 'Content blocks/Start-page hero', component: StartPageHeroBlock } satisfies Meta<typeof StartPageHeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'StartPageHero' };

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Image: { value: { src: '/sample.svg', alt: 'Assembly hall of the plant', width: '1600', height: '900' } },
      Title: { value: 'Plastic welding and process heat' },
      Text: {
        value:
          'Hot-air tools, extrusion welders and welding machines, developed and built in Switzerland for customers in more than 100 countries.',
      },
      Link: { value: { href: '/products', text: 'Discover our products' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
