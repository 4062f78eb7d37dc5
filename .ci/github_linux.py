"""Runs the GitHub workflow's Linux job (.github/workflows/ci.yml, job `desktop`, on
ubuntu-latest) here, step by step, as GitHub would: in a clean clone of HEAD, with a
fresh home folder, CI=true and GitHub's variables (GITHUB_ENV, RUNNER_OS, RUNNER_TEMP,
`${{ runner.* }}` in step settings), each `run:` step in `bash -eo pipefail`, a step's
`if: runner.os == '...'` honoured, and only what the workflow itself installs (its
setup-python step gets this machine's python3, the same 3.11). Rust is the runner's, as
on GitHub's images (its toolchain step only shows the version here: installing another
stable would move this machine's toolchain).

Usage: python3 .ci/github_linux.py [--cheap] [--rev=COMMIT]

--rev: that commit's workflow and code instead of HEAD's (to show a fix: the commit
before it fails, HEAD passes).

--cheap (what .ci/run runs): every step before the build, then, for `cargo test`, the
tests that need what the workflow installs (the phones crate's online tests through the
broker the workflow set up), with this machine's warm target folder instead of a cold
one; clippy, the package and its upload are left to the full run (about an hour cold).

Needs PyYAML (the broker's venv has it: tests/online/setup.sh).
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import yaml

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHEAP_TEST = "cargo test -p party-dice-phones --test online"


def say(text):
    print(f"== github-linux: {text}", flush=True)


def expand(value, runner):
    """`${{ runner.temp }}` and `${{ runner.os }}` as GitHub fills them in."""
    return re.sub(r"\$\{\{\s*runner\.(\w+)\s*\}\}", lambda m: runner[m.group(1)], str(value))


def wanted(step, runner):
    cond = step.get("if")
    if cond is None:
        return True
    m = re.fullmatch(r"\s*runner\.os\s*==\s*'(\w+)'\s*", cond)
    if not m:
        sys.exit(f"github-linux: cannot read the condition {cond!r}")
    return runner["os"] == m.group(1)


def read_github_env(path, env):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if "=" in line:
                key, value = line.rstrip("\n").split("=", 1)
                env[key] = value
    open(path, "w").close()


def uses(step, env, work, cheap):
    action = step["uses"].split("@")[0]
    if action == "actions/checkout":
        return  # the clean clone is made before the first step
    if action == "Swatinem/rust-cache":
        say("rust-cache: nothing to restore on a fresh runner")
        return
    if action == "actions/setup-python":
        shim = os.path.join(work, "python-shim")
        os.makedirs(shim, exist_ok=True)
        for name in ("python", "python3"):
            target = os.path.join(shim, name)
            if not os.path.exists(target):
                os.symlink("/usr/bin/python3", target)
        env["PATH"] = shim + os.pathsep + env["PATH"]
        out = subprocess.run(["python", "--version"], env=env, capture_output=True, text=True)
        say(f"setup-python {step.get('with', {}).get('python-version')}: {out.stdout.strip()}")
        return
    if action == "actions/upload-artifact":
        if cheap:
            say("upload-artifact: left to the full run")
            return
        paths = step["with"]["path"].split()
        found = [p for pat in paths for p in glob.glob(os.path.join(env["GITHUB_WORKSPACE"], pat))]
        if not found:
            sys.exit(f"github-linux: no file to upload among {paths}")
        say(f"upload-artifact: {found}")
        return
    sys.exit(f"github-linux: no stand-in for the action {action}")


def main():
    cheap = "--cheap" in sys.argv[1:]
    work = tempfile.mkdtemp(prefix="github-linux-")
    repo, home, temp = (os.path.join(work, d) for d in ("repo", "home", "temp"))
    os.makedirs(home)
    os.makedirs(temp)
    subprocess.run(["git", "clone", "--quiet", TOP, repo], check=True)
    rev = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--rev=")), None)
    if rev:
        subprocess.run(["git", "-C", repo, "checkout", "--quiet", rev], check=True)
    with open(os.path.join(repo, ".github/workflows/ci.yml"), encoding="utf-8") as f:
        flow = yaml.safe_load(f)
    job = flow["jobs"]["desktop"]
    if "ubuntu-latest" not in job["strategy"]["matrix"]["os"]:
        sys.exit("github-linux: the workflow has no Linux job")
    runner = {"os": "Linux", "temp": temp}
    github_env = os.path.join(work, "github_env")
    open(github_env, "w").close()
    keep = ("PATH", "LANG", "TERM", "CARGO_HOME", "RUSTUP_HOME", "DISPLAY")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    real_home = os.environ.get("HOME", "/root")
    # The runner's Rust, as on GitHub's images; the home folder itself is new.
    env.setdefault("CARGO_HOME", os.path.join(real_home, ".cargo"))
    env.setdefault("RUSTUP_HOME", os.path.join(real_home, ".rustup"))
    env.update({"HOME": home, "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_ENV": github_env,
                "GITHUB_WORKSPACE": repo, "RUNNER_OS": "Linux", "RUNNER_TEMP": temp})
    env.update({k: expand(v, runner) for k, v in flow.get("env", {}).items()})
    if cheap and os.environ.get("CARGO_TARGET_DIR"):
        env["CARGO_TARGET_DIR"] = os.environ["CARGO_TARGET_DIR"]
    shell = job.get("defaults", {}).get("run", {}).get("shell", "bash")
    if shell != "bash":
        sys.exit(f"github-linux: the job's shell is {shell}, not bash")
    say(f"a clean clone in {repo}, HOME={home}, CI=true{' (cheap)' if cheap else ''}")
    for step in job["steps"]:
        name = step.get("name") or step.get("uses")
        if not wanted(step, runner):
            say(f"skipped (if: {step['if']}): {name}")
            continue
        step_env = dict(env)
        step_env.update({k: expand(v, runner) for k, v in step.get("env", {}).items()})
        if "uses" in step:
            uses(step, env if step["uses"].startswith("actions/setup-python") else step_env, work, cheap)
            continue
        script = step["run"]
        if "rustup toolchain install" in script:
            # GitHub's images come with rustup; this machine's toolchain is not to be
            # moved (a newer stable would rebuild everything): its version is shown.
            say(f"step {name!r}: the runner's toolchain")
            script = "rustc --version && cargo --version"
        elif cheap and script.strip().startswith("cargo test"):
            say(f"step {name!r}, cheap: {CHEAP_TEST}")
            script = CHEAP_TEST
        elif cheap and ("cargo clippy" in script or ".ci/package" in script):
            say(f"step {name!r}: left to the full run")
            continue
        say(f"step {name!r}")
        began = time.monotonic()
        done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                              cwd=repo, env=step_env)
        took = time.monotonic() - began
        if done.returncode != 0:
            sys.exit(f"github-linux: step {name!r} failed ({done.returncode}) after {took:.0f} s; "
                     f"work folder {work}")
        say(f"step {name!r} passed in {took:.0f} s")
        read_github_env(github_env, env)
    say("every step passed")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
