import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@mbw/ui';

/** The cart panel (a panel, not a route: spec shop §2). The shop issue fills it; today it is empty. */
export default function CartPanel({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Cart`}
      placement="slide-over"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <Button variant="secondary" onPress={close}>
          {t`Continue browsing`}
        </Button>
      )}
    >
      <p>{t`Your cart is empty.`}</p>
    </Dialog>
  );
}
