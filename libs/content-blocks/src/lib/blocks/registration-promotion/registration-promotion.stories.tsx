import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationPromotionBlock } from './registration-promotion';

const meta = { title: 'Content blocks/Registration promotion', component: RegistrationPromotionBlock } satisfies Meta<
  typeof RegistrationPromotionBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'RegistrationPromotion' };

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Register for the customer portal' },
      Text: { value: 'See your prices, reorder consumables in two clicks and download the documents for your machines.' },
      RegisterLink: { value: { href: '/account/register', text: 'Create an account' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Title: { value: 'Register for the customer portal' } } } };
