'use client';
import { CheckCircle2, Circle, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { toastFailure } from '@/lib/client/failure-toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCompatibilityQuestions, useDeleteAnswer, useOwnAnswers, type CompatibilityQuestions, type OwnAnswers } from '@/lib/client/queries/compatibility';
import { MSG_DISCOVERY_UI } from '@/lib/shared/messages/discovery';
import { AnswerEditor } from './answer-editor';

type Question = CompatibilityQuestions['questions'][number];
type Answer = OwnAnswers['answers'][number];

/**
 * Her compatibility questions: how many she has answered, and each question with her answer, what
 * she accepts and how much it matters, to answer, change or remove one at a time. Saving a new
 * answer opens the next unanswered question, so answering them all is a steady walk down the page.
 */
export function CompatibilityQuestionsView() {
  const questions = useCompatibilityQuestions();
  const answers = useOwnAnswers();
  const [editing, setEditing] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  const error = questions.error ?? answers.error;

  useEffect(() => {
    if (error) toastFailure(error, MSG_DISCOVERY_UI.questionsFailed);
  }, [error]);

  const list = questions.data?.questions;
  const byId = new Map((answers.data?.answers ?? []).map((a) => [a.questionId, a]));
  // On arrival, the first question still to answer is open, ready.
  if (!started && list && answers.data) {
    setStarted(true);
    setEditing(list.find((q) => !byId.has(q.id))?.id ?? null);
  }
  // Coming back with some answered, she lands on the open question rather than at the top.
  const arrived = useRef(false);
  useEffect(() => {
    if (!started || arrived.current) return;
    arrived.current = true;
    const first = list?.[0];
    if (editing !== null && first && editing !== first.id) document.getElementById(`question-${editing}`)?.closest('li')?.scrollIntoView({ block: 'start' });
  }, [started, editing, list]);

  if (!list || !answers.data) {
    return error ? null : (
      <p className="flex items-center gap-2 text-stone-600" role="status">
        <Spinner /> {MSG_DISCOVERY_UI.loading}
      </p>
    );
  }

  const answered = list.filter((q) => byId.has(q.id)).length;
  const percent = Math.round((100 * answered) / list.length);
  const nextAfter = (id: number) => list.find((q) => q.id !== id && !byId.has(q.id))?.id ?? null;

  return (
    <div className="max-w-3xl space-y-5">
      <div className="sticky top-16 z-20 -mx-4 bg-stone-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:top-16 lg:-mx-10 lg:px-10">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span id="questions-progress" className="font-semibold text-brand-900">
            {MSG_DISCOVERY_UI.questionsProgress(answered, list.length)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="questions-progress"
          aria-valuemin={0}
          aria-valuemax={list.length}
          aria-valuenow={answered}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-white ring-1 ring-brand-100"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-brand-600 to-gold-400 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="space-y-4" aria-label={MSG_DISCOVERY_UI.questionsTitle}>
        {list.map((question, index) => (
          <QuestionItem
            key={question.id}
            number={index + 1}
            question={question}
            answer={byId.get(question.id)}
            editing={editing === question.id}
            onEdit={() => setEditing(question.id)}
            onDone={(saved) => setEditing(saved && !byId.has(question.id) ? nextAfter(question.id) : null)}
          />
        ))}
      </ol>
    </div>
  );
}

function QuestionItem({ number, question, answer, editing, onEdit, onDone }: { number: number; question: Question; answer: Answer | undefined; editing: boolean; onEdit(): void; onDone(saved: boolean): void }) {
  const remove = useDeleteAnswer();
  const headingId = `question-${question.id}`;

  async function removeAnswer() {
    try {
      await remove.mutateAsync(question.id);
      toast.success(MSG_DISCOVERY_UI.answerRemoved);
    } catch (failure) {
      toastFailure(failure, MSG_DISCOVERY_UI.removeFailed);
    }
  }

  return (
    <li aria-labelledby={headingId} className={editing ? 'scroll-mt-32 rounded-3xl bg-white p-5 shadow-md ring-2 ring-brand-600/40 sm:p-6' : 'scroll-mt-32 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6'}>
      <div className="flex items-start gap-3">
        {answer ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" /> : <Circle className="mt-0.5 size-5 shrink-0 text-stone-300" aria-hidden="true" />}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {number} · {answer ? MSG_DISCOVERY_UI.answered : MSG_DISCOVERY_UI.notAnswered}
          </p>
          <h2 id={headingId} className="mt-1 font-serif text-lg leading-snug text-brand-900">
            {question.text}
          </h2>
        </div>
      </div>
      {editing ? (
        <AnswerEditor question={question} answer={answer} onDone={onDone} />
      ) : answer ? (
        <div className="mt-3 space-y-3 pl-8">
          <dl className="space-y-1 text-sm text-stone-700">
            <div>
              <dt className="sr-only">{MSG_DISCOVERY_UI.yourAnswer}</dt>
              <dd className="font-medium text-stone-900">{MSG_DISCOVERY_UI.youAnswered(question.options[answer.answer] ?? '')}</dd>
            </div>
            <div>
              <dt className="sr-only">{MSG_DISCOVERY_UI.acceptable}</dt>
              <dd>{MSG_DISCOVERY_UI.youAccept(answer.accepted.map((i) => question.options[i]).join(' · '))}</dd>
            </div>
            <div>
              <dt className="sr-only">{MSG_DISCOVERY_UI.importance}</dt>
              <dd>{MSG_DISCOVERY_UI.mattersLevel(MSG_DISCOVERY_UI.importanceLevels[answer.importance])}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onEdit} aria-label={`${MSG_DISCOVERY_UI.changeAnswer}: ${question.text}`}>
              <Pencil className="size-4" aria-hidden="true" /> {MSG_DISCOVERY_UI.changeAnswer}
            </Button>
            <Button variant="ghost" loading={remove.isPending} onClick={() => void removeAnswer()} aria-label={`${MSG_DISCOVERY_UI.removeAnswer}: ${question.text}`}>
              {!remove.isPending && <Trash2 className="size-4" aria-hidden="true" />} {MSG_DISCOVERY_UI.removeAnswer}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 pl-8">
          <Button variant="secondary" onClick={onEdit} aria-label={`${MSG_DISCOVERY_UI.answerThis}: ${question.text}`}>
            {MSG_DISCOVERY_UI.answerThis}
          </Button>
        </div>
      )}
    </li>
  );
}
