import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion';

const meta = { title: 'UI/Accordion', component: Accordion } satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = [
  { id: 'delivery', title: 'What is in the box?', content: <p>The tool, a wide-slot nozzle, a pressure roller and the manual.</p> },
  { id: 'warranty', title: 'How long is the warranty?', content: <p>Two years on material and workmanship, worldwide.</p> },
  { id: 'service', title: 'Where can I have it serviced?', content: <p>At any of our sales and service points.</p> },
];

export const Default: Story = { args: { items } };
export const OneAtATime: Story = { args: { items, allowsMultipleExpanded: false, defaultExpandedKeys: ['delivery'] } };
