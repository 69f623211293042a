import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { LinkButton } from './link-button';
import { Icon } from './icon';

const meta = { title: 'UI/Button', component: Button } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', marginBottom: '1rem' } as const;

export const Variants: Story = {
  args: { children: 'Button' },
  render: () => (
    <>
      <div style={row}>
        <Button>Request a quote</Button>
        <Button variant="secondary">Compare</Button>
        <Button variant="ghost">Cancel</Button>
        <LinkButton href="/contact">Contact an expert</LinkButton>
      </div>
      <div style={row}>
        <Button size="small">Small</Button>
        <Button variant="secondary" size="small">
          <Icon name="heart" /> Add to wishlist
        </Button>
        <Button iconOnly variant="secondary" aria-label="Search">
          <Icon name="search" />
        </Button>
        <Button isDisabled>Disabled</Button>
      </div>
      <div style={{ ...row, maxWidth: '16rem' }}>
        <Button>A button with a much longer label than usual that has to wrap</Button>
      </div>
    </>
  ),
};
