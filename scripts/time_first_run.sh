#!/usr/bin/env bash
# A newcomer's first hour, timed: from a fresh clone in a folder of its own,
#   1. `make chat` until http://127.0.0.1:PORT answers a question through gradio_client,
#   2. `make test` (installs the `local` extra, i.e. compiles llama-cpp-python, then runs the whole suite).
# Usage: scripts/time_first_run.sh [--chat-only] [SOURCE_REPO] [PORT]
#   SOURCE_REPO  the git repository to clone (default: the one holding this script; its checked-out branch)
#   PORT         the chat's port (default 7899)
# Prints the figures and writes them to bench/results/firstrun.md of SOURCE_REPO with this command line.
# pip uses this machine's pip configuration and cache as a user's would; the clone and its .venv are removed.
set -euo pipefail
CHAT_ONLY=0
if [[ "${1:-}" == "--chat-only" ]]; then CHAT_ONLY=1; shift; fi
SRC=$(cd "${1:-$(dirname "$0")/..}" && git rev-parse --show-toplevel)
PORT=${2:-7899}
BRANCH=$(git -C "$SRC" rev-parse --abbrev-ref HEAD)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/litchat-firstrun-XXXXXX")
CLONE="$WORK/litchat"
export HF_HUB_OFFLINE=1 LITCHAT_HOME="$WORK/home" LITCHAT_PORT="$PORT"
unset PYTHONPATH VIRTUAL_ENV
CHAT_PID=""
cleanup() {
  if [[ -n "$CHAT_PID" ]]; then kill -- "-$CHAT_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

git clone -q --branch "$BRANCH" "$SRC" "$CLONE"
cd "$CLONE"
echo "fresh clone of $SRC ($BRANCH @ $(git rev-parse --short HEAD)) in $CLONE; chat on port $PORT" >&2

# 1. make chat until a question is answered
start=$(date +%s.%N)
setsid make chat >"$WORK/make-chat.log" 2>&1 &
CHAT_PID=$!
until python3 -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$PORT/', timeout=2)" 2>/dev/null; do
  if ! kill -0 "$CHAT_PID" 2>/dev/null; then echo "make chat exited before serving:" >&2; tail -30 "$WORK/make-chat.log" >&2; exit 1; fi
  sleep 2
done
.venv/bin/python - "$PORT" <<'PY'
import sys
from gradio_client import Client

chat, sources, *_ = Client(f"http://127.0.0.1:{sys.argv[1]}/", verbose=False, analytics_enabled=False,
                           download_files=False).predict("Which papers study fairness in medical imaging?",
                                                         api_name="/ask")
assert chat and chat[-1]["role"] == "assistant" and "[1]" in str(chat[-1]["content"]), chat[-1:]
PY
chat_s=$(echo "$(date +%s.%N) - $start" | bc)
compiled=$(.venv/bin/python -c "import llama_cpp" 2>/dev/null && echo "yes" || echo "no")
kill -- "-$CHAT_PID" 2>/dev/null || true
wait "$CHAT_PID" 2>/dev/null || true
CHAT_PID=""
printf 'make chat -> first cited answer: %.0f s (llama-cpp-python installed: %s)\n' "$chat_s" "$compiled"

test_line="(not run: --chat-only)"
if [[ $CHAT_ONLY == 0 ]]; then
  start=$(date +%s.%N)
  set +e
  make test >"$WORK/make-test.log" 2>&1
  status=$?
  set -e
  test_s=$(echo "$(date +%s.%N) - $start" | bc)
  summary=$(grep -E "^[0-9]+ (passed|failed)|(passed|failed|error).* in [0-9.]+s" "$WORK/make-test.log" | tail -1)
  test_line=$(printf '%.0f s, exit status %d: %s' "$test_s" "$status" "$summary")
  echo "make test (after make chat, same clone): $test_line"
  [[ $status == 0 ]] || tail -40 "$WORK/make-test.log" >&2
fi

mkdir -p "$SRC/rag/bench/results"
{
  echo "# First run on a fresh clone"
  echo
  echo "Command: \`scripts/time_first_run.sh$([[ $CHAT_ONLY == 1 ]] && echo " --chat-only")\` on $(date -u +%F) ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)); $BRANCH @ $(git rev-parse --short HEAD)"
  echo
  echo "| step | time |"
  echo "|---|---|"
  printf '| `make chat` until the page answers a question (llama-cpp-python compiled: %s) | %.0f s |\n' "$compiled" "$chat_s"
  echo "| \`make test\` after it | $test_line |"
} >"$SRC/rag/bench/results/firstrun.md"
echo "written to $SRC/rag/bench/results/firstrun.md" >&2
