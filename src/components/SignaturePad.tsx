import { Box, Button, Group, Input, Stack } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import SignaturePadEngine from 'signature_pad';

export interface SignaturePadProps {
  /** Receives the signature as a PNG data URL. */
  onSave: (dataUrl: string) => void;
  onClear?: () => void;
  label?: string;
  /** Drawing area height in CSS pixels; the width follows the container. */
  height?: number;
  saveLabel?: string;
  saving?: boolean;
}

/**
 * Keeps the canvas backing store at the element's size times the device pixel ratio, so strokes stay sharp
 * and under the finger after a rotation or a resized panel. Strokes are kept as points and redrawn.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePadEngine): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (canvas.width === width && canvas.height === height) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

/** Signature capture by finger, pen or mouse, with Clear and Save. */
export function SignaturePad({
  onSave,
  onClear,
  label = 'Signature',
  height = 200,
  saveLabel = 'Save signature',
  saving = false,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const [empty, setEmpty] = useState(true);
  const labelId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadEngine(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: '#1a1b1e',
    });
    padRef.current = pad;
    const handleEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', handleEnd);
    const fit = () => fitCanvas(canvas, pad);
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    window.addEventListener('orientationchange', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('orientationchange', fit);
      pad.removeEventListener('endStroke', handleEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    setEmpty(true);
    onClear?.();
  }

  function save() {
    const pad = padRef.current;
    if (pad && !pad.isEmpty()) onSave(pad.toDataURL('image/png'));
  }

  return (
    <Stack gap={6}>
      <Input.Label id={labelId}>{label}</Input.Label>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-roledescription="signature pad: draw with a finger, pen or mouse"
        h={height}
        w="100%"
        bd="1px solid var(--mantine-color-default-border)"
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-md)',
          touchAction: 'none',
          background: '#fff',
        }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={clear} disabled={empty || saving}>
          Clear
        </Button>
        <Button onClick={save} disabled={empty} loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
