import type { Meta, StoryObj } from '@storybook/react-vite';
import { CareerPromotionBoxBlock } from './career-promotion-box';

const meta = { title: 'Content blocks/Career promotion box', component: CareerPromotionBoxBlock } satisfies Meta<
  typeof CareerPromotionBoxBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'CareerPromotionBox' };

export const WithImage: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Shape the future of industrial technology' },
      Text: { value: 'Engineers, technicians and apprentices: find your next role in one of our companies in 14 countries.' },
      Image: { value: { src: '/sample.svg', alt: 'Two apprentices at a welding machine', width: '800', height: '600' } },
      JobsLink: { value: { href: '/careers/jobs', text: 'View open positions' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Text: { value: 'Find your next role.' } } } };
