import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckmarkListBlock } from './checkmark-list';

const meta = { title: 'Content blocks/Checkmark list', component: CheckmarkListBlock } satisfies Meta<typeof CheckmarkListBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'CheckmarkList' };
const item = (id: string, text: string) => ({ id, fields: { Text: { value: text } } });

export const Benefits: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Why customers choose our welding machines' },
      Items: [
        item('1', 'Developed and built in Switzerland'),
        item('2', 'Seam quality documented for every weld'),
        item('3', 'Service and spare parts in more than 80 countries'),
        item('4', 'Training for your operators on site'),
      ],
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: { Title: { value: 'Why customers choose us' } } } };
