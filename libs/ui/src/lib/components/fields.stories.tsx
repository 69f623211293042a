import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox, RadioGroup, Select, TextField } from './fields';

const meta = { title: 'UI/Form fields', component: TextField } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const stack = { display: 'grid', gap: '1.25rem', maxWidth: '24rem' } as const;

function MaskedExample() {
  const [value, setValue] = useState('1412');
  return (
    <TextField
      label="Article number"
      mask="999.999"
      value={value}
      onChange={setValue}
      description="Six digits, as on the type plate."
      incompleteMessage="Enter all six digits of the article number."
    />
  );
}

export const TextFields: Story = {
  args: { label: 'E-mail' },
  render: () => (
    <div style={stack}>
      <TextField label="E-mail" type="email" autoComplete="email" description="We send the quote to this address." />
      <TextField label="Company" errorMessage="Company name is required." isRequired />
      <TextField label="Customer number" defaultValue="100 245 771" isDisabled />
      <MaskedExample />
    </div>
  ),
};

export const Choices: Story = {
  args: { label: '' },
  render: () => (
    <div style={stack}>
      <Checkbox defaultSelected>Subscribe to the product newsletter</Checkbox>
      <Checkbox>Business address</Checkbox>
      <Checkbox isDisabled>Not available in your country</Checkbox>
      <RadioGroup
        label="Measurement system"
        defaultValue="metric"
        options={[
          { value: 'metric', label: 'Metric' },
          { value: 'imperial', label: 'Imperial' },
        ]}
      />
    </div>
  ),
};

export const Dropdown: Story = {
  args: { label: '' },
  render: () => (
    <div style={stack}>
      <Select
        label="Category"
        defaultSelectedKey="all"
        options={[
          { value: 'all', label: 'All categories' },
          { value: 'hot-air', label: 'Hot-air tools' },
          { value: 'extrusion', label: 'Extrusion welders' },
          { value: 'machines', label: 'Welding machines' },
          { value: 'infrared', label: 'Infrared heaters' },
          { value: 'accessories', label: 'Accessories' },
          { value: 'spare-parts', label: 'Spare parts' },
        ]}
      />
    </div>
  ),
};
