import { FLOW_STEPS } from "./membership-flow";

/** "Step 1 of 3" and the three steps, the current one marked for assistive technology. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav className="membership-progress" aria-label="Membership steps">
      <p className="membership-progress-count">
        Step {current + 1} of {FLOW_STEPS.length}
      </p>
      <ol>
        {FLOW_STEPS.map((step, index) => (
          <li
            key={step.key}
            aria-current={index === current ? "step" : undefined}
            className={index < current ? "done" : undefined}
          >
            <span className="membership-progress-dot" aria-hidden="true">
              {index + 1}
            </span>
            {step.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
