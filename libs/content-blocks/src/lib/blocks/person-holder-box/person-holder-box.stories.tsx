import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonHolderBoxBlock } from './person-holder-box';

const meta = { title: 'Content blocks/Person holder box', component: PersonHolderBoxBlock } satisfies Meta<typeof PersonHolderBoxBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'PersonHolderBox' };
const person = (id: string, name: string, role: string, email: string, phone: string, portrait = true) => ({
  id,
  fields: {
    Name: { value: name },
    Role: { value: role },
    Email: { value: email },
    Phone: { value: phone },
    ...(portrait ? { Portrait: { value: { src: '/sample.svg', alt: name, width: '400', height: '400' } } } : {}),
  },
});

export const Contacts: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Your contacts for media enquiries' },
      Persons: [
        person('1', 'Martina Keller', 'Head of Corporate Communications', 'martina.keller@example.com', '+41 44 555 12 30'),
        person('2', 'Jonas Weber', 'Media Relations', 'jonas.weber@example.com', '+41 44 555 12 31'),
        person('3', 'Claire Dubois', 'Investor Relations', 'claire.dubois@example.com', '+41 44 555 12 32', false),
      ],
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Title: { value: 'Your contacts' } } } };
