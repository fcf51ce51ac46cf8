import { useId } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { FormBody, type FormSpec } from './form-body';

export interface OffcanvasFormProps<T> extends FormSpec<T> {
  show: boolean;
  /** The panel's heading and accessible name: 'Add user'. */
  title: string;
  /** Closing without saving (Cancel, the close button, Escape), and after a save. */
  onHide(): void;
}

/** A side panel holding one form: labelled heading, pending state, server errors at the fields. */
export function OffcanvasForm<T>({ show, title, onHide, ...form }: OffcanvasFormProps<T>) {
  const headingId = useId();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby={headingId}>
      <Offcanvas.Header closeButton closeLabel={`Close ${title.toLowerCase()} panel`}>
        <Offcanvas.Title as="h2" className="h5" id={headingId}>
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {/* Rendered only while open, so each opening starts from initialValues. */}
        {show && <FormBody {...form} onDone={onHide} />}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
