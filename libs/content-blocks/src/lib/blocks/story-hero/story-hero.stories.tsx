import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryHeroBlock } from './story-hero';

const meta = { title: 'Content blocks/Story hero', component: StoryHeroBlock } satisfies Meta<typeof StoryHeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'StoryHero' };

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Overline: { value: 'Customer story' },
      Title: { value: 'Forty thousand square metres of liner, welded before the snow' },
      Date: { value: '2025-05-14T22:00:00Z' },
      Category: { value: 'Civil engineering' },
      Image: { value: { src: '/sample.svg', alt: 'Two welders on a reservoir liner in the mountains', width: '1200', height: '800' } },
    },
  },
};

export const WithoutImage: Story = {
  args: {
    rendering,
    params: {},
    fields: { Overline: { value: 'News' }, Title: { value: 'New service centre opens in Lyon' }, Date: { value: '2025-02-03T08:00:00Z' } },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
