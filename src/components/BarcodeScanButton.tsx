import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorConstructor | null {
  if (typeof window === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector ?? null;
}

/** Whether this browser can scan barcodes with the camera (BarcodeDetector and a camera API). */
export function canScanBarcodes(): boolean {
  return detectorClass() !== null;
}

function Scanner({ onScan, onFail }: { onScan: (value: string) => void; onFail: (message: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const detector = new Detector();
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        const tick = async () => {
          if (stopped || !video.current) return;
          const found = await detector.detect(video.current).catch(() => []);
          if (found[0]?.rawValue) return onScan(found[0].rawValue);
          timer = window.setTimeout(() => void tick(), 250);
        };
        void tick();
      })
      .catch(() => onFail('The camera could not be opened. Type the barcode instead.'));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onScan, onFail]);
  return (
    <video
      ref={video}
      muted
      playsInline
      style={{ width: '100%', borderRadius: 8, background: '#000' }}
      aria-label="Camera view"
    />
  );
}

/**
 * Scans a barcode with the camera where the browser can (BarcodeDetector); elsewhere it is not shown, and
 * typing the barcode into the search always works.
 */
export function BarcodeScanButton({ onScan }: { onScan: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!canScanBarcodes()) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBarcode size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        mih={44}
      >
        Scan barcode
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
          setFailure(null);
        }}
        title="Scan a barcode"
        centered
      >
        <Stack gap="sm">
          {failure ? (
            <Text c="red" size="sm">
              {failure}
            </Text>
          ) : (
            <Scanner
              onScan={(value) => {
                setOpen(false);
                onScan(value);
              }}
              onFail={setFailure}
            />
          )}
          <Text size="sm" c="dimmed">
            Hold the barcode inside the frame.
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
