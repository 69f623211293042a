import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Button } from './button';
import { ConfirmDialog, Dialog } from './dialog';
import { TextField } from './fields';

const meta = { title: 'UI/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { title: 'Edit inventory name', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button>Edit inventory name</Button>
      <Dialog
        title={args.title}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      >
        <p>Give this device a name your team recognises.</p>
        <TextField label="Inventory name" defaultValue="Line 3 extrusion welder" />
      </Dialog>
    </DialogTrigger>
  ),
};

export const SlideOver: Story = {
  args: { title: 'New address', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button>Add address</Button>
      <Dialog title={args.title} placement="slide-over" isDismissable={false}>
        <div style={{ display: 'grid', gap: '1rem' }}>
          <TextField label="First name" isRequired />
          <TextField label="Last name" isRequired />
          <TextField label="Street and number" isRequired />
        </div>
      </Dialog>
    </DialogTrigger>
  ),
};

function ConfirmExample() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('Nothing deleted yet.');
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Delete address
      </Button>
      <p role="status">{result}</p>
      <ConfirmDialog isOpen={open} onOpenChange={setOpen} onConfirm={() => setResult('The address was deleted.')} />
    </>
  );
}

export const Confirm: Story = {
  args: { title: '', children: null },
  render: () => <ConfirmExample />,
};
