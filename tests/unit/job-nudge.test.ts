import { nudger } from '@/lib/server/jobs/nudge';

describe('job nudges', () => {
  it('wake only the job their kind of work was connected to', () => {
    const woken: string[] = [];
    const mail = nudger('test-mail');
    const resets = nudger('test-resets');
    mail.connect(() => woken.push('send-mail'));
    resets.connect(() => woken.push('reset-requests'));
    mail.nudge();
    mail.nudge();
    resets.nudge();
    expect(woken).toEqual(['send-mail', 'send-mail', 'reset-requests']);
  });

  it('do nothing until a runner connects them, and reach the same runner from every copy of the module', () => {
    const woken: string[] = [];
    nudger('test-late').nudge();
    nudger('test-late').connect(() => woken.push('late'));
    nudger('test-late').nudge();
    expect(woken).toEqual(['late']);
  });
});
