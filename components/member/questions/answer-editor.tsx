'use client';
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/client/api-error';
import { useSaveAnswers, type CompatibilityQuestions, type OwnAnswers } from '@/lib/client/queries/compatibility';
import { IMPORTANCES, type Importance } from '@/lib/shared/compatibility-questions';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';

type Question = CompatibilityQuestions['questions'][number];
type Answer = OwnAnswers['answers'][number];

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-sm leading-snug text-stone-900 transition-colors ' +
  'hover:border-stone-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40';

/**
 * One question answered: her own answer, the answers she would accept from a spouse (her own is
 * ticked for her the first time) and how much it matters. Nothing is sent until she saves.
 */
export function AnswerEditor({ question, answer, onDone }: { question: Question; answer: Answer | undefined; onDone(saved: boolean): void }) {
  const id = useId();
  const save = useSaveAnswers();
  const [own, setOwn] = useState<number | undefined>(answer?.answer);
  const [accepted, setAccepted] = useState<number[]>(answer?.accepted ?? []);
  const [importance, setImportance] = useState<Importance>(answer?.importance ?? 'somewhat');
  const [problem, setProblem] = useState<string | null>(null);

  function pick(index: number) {
    setOwn(index);
    if (accepted.length === 0) setAccepted([index]);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (own === undefined) return setProblem(MSG_DISCOVERY_UI.pickAnswer);
    if (accepted.length === 0) return setProblem(MSG_DISCOVERY_UI.pickAccepted);
    setProblem(null);
    try {
      await save.mutateAsync({ answers: [{ questionId: question.id, answer: own, accepted: [...accepted].sort((a, b) => a - b), importance }] });
      toast.success(MSG_DISCOVERY_UI.answerSaved);
      onDone(true);
    } catch (failure) {
      setProblem(errorMessage(failure, MSG_DISCOVERY_UI.answerFailed));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-describedby={problem ? `${id}-error` : undefined} className="mt-4 space-y-5 sm:pl-8">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-800">{MSG_DISCOVERY_UI.yourAnswer}</legend>
        <div className="grid gap-2">
          {question.options.map((option, index) => (
            <label key={option} className={choice}>
              <input type="radio" name={`${id}-own`} checked={own === index} onChange={() => pick(index)} className="size-4 shrink-0 accent-brand-700" />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2" aria-describedby={`${id}-accepted-hint`}>
        <legend className="text-sm font-semibold text-stone-800">{MSG_DISCOVERY_UI.acceptable}</legend>
        <p id={`${id}-accepted-hint`} className="text-xs text-stone-600">
          {MSG_DISCOVERY_UI.acceptableHint}
        </p>
        <div className="grid gap-2">
          {question.options.map((option, index) => (
            <label key={option} className={choice}>
              <input
                type="checkbox"
                checked={accepted.includes(index)}
                onChange={() => setAccepted((list) => (list.includes(index) ? list.filter((i) => i !== index) : [...list, index]))}
                className="size-4 shrink-0 accent-brand-700"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-800">{MSG_DISCOVERY_UI.importance}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {IMPORTANCES.map((level) => (
            <label key={level} className={cn(choice, 'relative justify-center px-2 text-center')}>
              {/* The radio covers its pill, unseen: the whole pill is the control. */}
              <input type="radio" name={`${id}-importance`} checked={importance === level} onChange={() => setImportance(level)} className="absolute inset-0 cursor-pointer opacity-0" />
              {MSG_DISCOVERY_UI.importanceLevels[level]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert id={`${id}-error`} message={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {MSG_DISCOVERY_UI.saveAnswer}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={() => onDone(false)}>
          {MSG_DISCOVERY_UI.cancel}
        </Button>
      </div>
    </form>
  );
}
