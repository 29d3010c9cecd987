import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { reportReview } from '../api/reviewsApi';

type Step = 'ask' | 'confirm' | 'sending' | 'reported';

/**
 * "Report" on another shopper's review, asked before it is sent (H-d: one tap reported it, and enough reports hide
 * a review): Report opens the question in place, "Report this review to the shop?", with "Yes, Report It" and
 * "Don’t Report" (focused: the safe answer; Escape says it too). Sent, it says what happened: the shop will look at
 * it, or the review is now hidden until the shop has (report_review answers which). Each step puts focus on what
 * replaced the button pressed (Report again after Don’t Report; the outcome, or the refusal, after Yes), never the
 * page. The database takes no reason for a report (report_review(review)), so none is asked.
 */
export function ReportReview({
  reviewId,
  signedIn,
  onNote,
}: {
  reviewId: number;
  signedIn: boolean;
  /** Says a sentence in the review's status line (shared with the vote), or clears it. */
  onNote: (note: string | null, focus: boolean) => void;
}) {
  const [step, setStep] = useState<Step>('ask');
  const report = useRef<HTMLButtonElement>(null);
  const dontReport = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (step === 'confirm') dontReport.current?.focus();
    else if (step === 'ask' && asked.current) report.current?.focus();
    asked.current = step === 'confirm';
  }, [step]);
  const questionId = `review-${reviewId}-report`;

  const open = () => {
    if (!signedIn) return onNote('Sign in to report a review.', false);
    onNote(null, false);
    setStep('confirm');
  };
  const send = async () => {
    setStep('sending');
    try {
      const hidden = await reportReview(reviewId);
      asked.current = false;
      setStep('reported');
      onNote(
        hidden
          ? 'Reported. This review is hidden until the shop has looked at it.'
          : 'Reported. Thank you: the shop will look at this review.',
        true,
      );
    } catch (error) {
      asked.current = false;
      setStep('ask');
      onNote(error instanceof Error ? error.message : 'Your report could not be sent. Please try again.', true);
    }
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && step === 'confirm') setStep('ask');
  };

  if (step === 'confirm' || step === 'sending') {
    return (
      <span role="group" aria-labelledby={questionId} className="confirm" onKeyDown={escape}>
        <span id={questionId}>Report this review to the shop?</span>{' '}
        <button type="button" onClick={send} disabled={step === 'sending'}>
          {step === 'sending' ? 'Reporting…' : 'Yes, Report It'}
        </button>
        <button ref={dontReport} type="button" onClick={() => setStep('ask')} disabled={step === 'sending'}>
          Don’t Report
        </button>
      </span>
    );
  }
  return (
    <button ref={report} type="button" onClick={open} disabled={step === 'reported'}>
      {step === 'reported' ? 'Reported' : 'Report'}
    </button>
  );
}
