import { ActionIcon, Button } from '@mantine/core';
import { IconCircle, IconPolygon, IconX, type Icon } from '@tabler/icons-react';
import type { DrawShape } from '../use-area-selection';
import classes from '../WorkOrderMap.module.css';
import { usePhoneScreen } from '../../../../components/use-screen-matches';

export interface DrawToolsProps {
  drawing: DrawShape | null;
  onDraw: (shape: DrawShape) => void;
  onCancel: () => void;
}

/** A tool button: labelled on wider screens, a 44 px icon (same accessible name) on a phone. */
function Tool({
  label,
  icon: ToolIcon,
  compact,
  onClick,
}: {
  label: string;
  icon: Icon;
  compact: boolean;
  onClick: () => void;
}) {
  if (compact) {
    return (
      <ActionIcon size={44} variant="white" color="dark" aria-label={label} title={label} onClick={onClick}>
        <ToolIcon size={20} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button
      mih={44}
      variant="white"
      color="dark"
      leftSection={<ToolIcon size={18} aria-hidden />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/**
 * Drawing an area selects the orders in it. While drawing, the tool offers to stop; a polygon is closed by
 * tapping its first point, a circle by a second tap for its radius.
 */
export function DrawTools({ drawing, onDraw, onCancel }: DrawToolsProps) {
  const compact = usePhoneScreen();
  return (
    <div className={classes.drawTools} role="toolbar" aria-label="Select an area">
      {drawing ? (
        <Tool label="Cancel drawing" icon={IconX} compact={compact} onClick={onCancel} />
      ) : (
        <>
          <Tool label="Draw polygon" icon={IconPolygon} compact={compact} onClick={() => onDraw('Polygon')} />
          <Tool label="Draw circle" icon={IconCircle} compact={compact} onClick={() => onDraw('Circle')} />
        </>
      )}
    </div>
  );
}
