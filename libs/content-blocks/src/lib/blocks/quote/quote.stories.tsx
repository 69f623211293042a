import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteBlock } from './quote';

const meta = { title: 'Content blocks/Quote', component: QuoteBlock } satisfies Meta<typeof QuoteBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'Quote' };

export const WithPortrait: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Quote: { value: 'Every seam we weld has to hold for decades. That is why we test our machines longer than anyone asks us to.' },
      Author: { value: 'Martina Keller' },
      Role: { value: 'Head of Product Development' },
      Portrait: { value: { src: '/sample.svg', alt: 'Martina Keller', width: '400', height: '400' } },
    },
  },
};

export const WithoutPortrait: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Quote: { value: 'The service team had our line running again within a day.' },
      Author: { value: 'Paul Schneider' },
      Role: { value: 'Plant manager, Rhein Pipes AG' },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
