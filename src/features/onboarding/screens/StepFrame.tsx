import type { FormEvent, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OnboardingDraft } from '../fullDraft';

/** Every onboarding screen: an optional back arrow above the screen's content. */
export function StepFrame({ onBack, children }: { onBack: (() => void) | null; children: ReactNode }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="screen onboarding">
      {onBack ? (
        <button type="button" className="button button-link back-link" onClick={onBack}>
          ← {t('full.back')}
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** A step whose Next submits a form: the page stays (the step checks its answers), Enter submits too. */
export function StepForm({
  onBack,
  onSubmit,
  children,
}: {
  onBack: (() => void) | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <StepFrame onBack={onBack}>
      <form
        className="card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        {children}
      </form>
    </StepFrame>
  );
}

/** A translated validation message from a schema's key ('onboarding:errors.x'), or none. */
export function useErrorText() {
  const { t, i18n } = useTranslation('onboarding');
  // A schema's message is text at run time: only a key the namespace holds is translated.
  const isKey = (key: string): key is ParseKeys<'onboarding'> => i18n.exists(key, { ns: 'onboarding' });
  return (key: string | null | undefined): string | undefined => {
    if (!key) return undefined;
    const own = key.replace('onboarding:', '');
    return isKey(own) ? t(own) : own;
  };
}

/** What the flow gives each screen: the answers so far, a way to keep edits, to go on and to go back. */
export interface StepProps {
  readonly draft: OnboardingDraft;
  /** Keeps what is typed (it survives a reload) without moving on. */
  readonly update: (patch: Partial<OnboardingDraft>) => void;
  /** Keeps the patch and moves to the next screen of this person's flow. */
  readonly next: (patch?: Partial<OnboardingDraft>) => void;
  readonly back: (() => void) | null;
}

/** The screen's validation message, announced; nothing without one. */
export function StepError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

/** The screen's submit button, 'Next' unless it says otherwise. */
export function NextButton({ label, disabled }: { label?: string; disabled?: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="actions">
      <button type="submit" className="button button-primary" disabled={disabled}>
        {label ?? t('full.next')}
      </button>
    </div>
  );
}
