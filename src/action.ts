export async function run(): Promise<void> {
  throw new Error("not yet implemented");
}
