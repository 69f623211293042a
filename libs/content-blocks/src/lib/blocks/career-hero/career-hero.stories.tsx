import type { Meta, StoryObj } from '@storybook/react-vite';
import { CareerHeroBlock } from './career-hero';

const meta = { title: 'Content blocks/Career hero', component: CareerHeroBlock } satisfies Meta<typeof CareerHeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'CareerHero' };

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Apprenticeship as a polymechanic' },
      Location: { value: 'Kägiswil' },
      Company: { value: 'Kestrel Technologies AG' },
      Workload: { value: '100%' },
      BackLink: { value: { href: '/careers', text: 'Back to careers' } },
      Image: { value: { src: '/sample.svg', alt: 'Apprentice at a milling machine', width: '1200', height: '800' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
