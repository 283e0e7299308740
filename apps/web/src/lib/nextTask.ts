/** Settles in a later task: the browser may paint and handle input before the caller goes on. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
