/** The splash shown while the first screen loads (the same mark index.html shows before any script runs). */
export function BootSplash() {
  return (
    <div className="boot" role="status" aria-live="polite">
      <div className="boot__mark">问</div>
    </div>
  );
}
