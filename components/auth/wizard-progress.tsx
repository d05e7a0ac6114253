import { cn } from '@/components/ui/cn';
import { SIGNUP_STEPS } from '@/lib/shared/constants';
import { SIGNUP_STEP_TITLES, type SignupStep } from './signup-values';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

export function WizardProgress({ step }: { step: SignupStep }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-700">{`Step ${step} of ${SIGNUP_STEPS}`}</p>
      <ol className="mt-3 grid grid-cols-3 gap-2" aria-label={MSG_AUTH.signupSteps}>
        {SIGNUP_STEP_TITLES.map((title, index) => {
          const position = index + 1;
          const state = position < step ? 'done' : position === step ? 'current' : 'todo';
          return (
            <li key={title} aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={cn('block h-1.5 rounded-full transition-colors', state === 'todo' ? 'bg-stone-200' : 'bg-brand-600')}
                aria-hidden="true"
              />
              <span className={cn('mt-2 block text-xs', state === 'current' ? 'font-semibold text-brand-900' : 'text-stone-500')}>
                {title}
                {state === 'done' && <span className="sr-only"> {MSG_AUTH.completed}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
