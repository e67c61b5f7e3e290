// Runs once when the server starts: a missing or invalid setting stops the app here,
// with a sentence naming the variable, instead of failing on the first request.
import { ConfigError, readConfig } from "./lib/config";

try {
  readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
