// pg-boss 10's SQL (CommonJS, without types): the statements jobs.ts recognises by text.
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
