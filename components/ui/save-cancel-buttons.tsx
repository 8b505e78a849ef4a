import { Button } from "./button.tsx";

interface Props {
  busy: boolean;
  /** The submit button's words; "Save" unless the caller says more (what is being saved, that it is under way). */
  saveLabel?: string;
  onCancel: () => void;
  className?: string;
}

/** A dialog form's submit and cancel buttons, both disabled while the save is under way. */
export function SaveCancelButtons({ busy, saveLabel = "Save", onCancel, className }: Props) {
  return (
    <div className={className}>
      <Button type="submit" disabled={busy}>
        {saveLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
