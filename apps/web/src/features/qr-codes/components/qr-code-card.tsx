import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { toast } from '../../../components/toast';
import { QR_DOWNLOAD_SIZE, QR_SCREEN_SIZE, qrImage } from '../lib/qr-image';
import { qrCodesMessages as t } from '../messages';
import './qr-code-card.css';

export interface QrCodeCardProps {
  id: string;
  title: string;
  description: string;
  url: string;
  fileName: string;
  onPrint: () => void;
}

/** One permanent code: the image, the address it opens, print and PNG download. */
export function QrCodeCard({ id, title, description, url, fileName, onPrint }: QrCodeCardProps) {
  const image = useQuery({
    queryKey: ['qr-code', url, QR_SCREEN_SIZE],
    queryFn: () => qrImage(url, QR_SCREEN_SIZE),
    staleTime: Infinity,
  });

  const download = async () => {
    try {
      const link = document.createElement('a');
      link.href = await qrImage(url, QR_DOWNLOAD_SIZE);
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast({ variant: 'destructive', title: t.downloadFailed });
    }
  };

  return (
    <Card as="article" className="h-100 shadow-sm border-0 app-qr-card" aria-labelledby={`${id}-title`}>
      <Card.Body className="d-flex flex-column align-items-center text-center gap-3 p-4">
        <h2 id={`${id}-title`} className="h4 fw-bold mb-0">
          {title}
        </h2>
        <p className="text-secondary mb-0 d-print-none">{description}</p>
        <div className="app-qr-frame">
          {image.isPending ? (
            <LoadingSpinner />
          ) : image.isError ? (
            <Alert variant="danger" className="mb-0">
              {t.failed}
            </Alert>
          ) : (
            <img
              src={image.data}
              width={QR_SCREEN_SIZE}
              height={QR_SCREEN_SIZE}
              alt={t.codeOf(title)}
              className="app-qr-image"
            />
          )}
        </div>
        <p className="mb-0 small">
          <bdi dir="ltr" className="app-qr-url">
            {url}
          </bdi>
        </p>
        <p className="mb-0 small text-secondary d-none d-print-block">{t.scanHint}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2 d-print-none">
          <Button
            variant="primary"
            onClick={onPrint}
            disabled={!image.isSuccess}
            aria-label={t.printOf(title)}
          >
            {t.print}
          </Button>
          <Button
            variant="outline-primary"
            onClick={() => void download()}
            disabled={!image.isSuccess}
            aria-label={t.downloadOf(title)}
          >
            {t.download}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
