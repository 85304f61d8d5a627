#!/usr/bin/python3
"""The tiled attention kernel against PyTorch on this machine, and the other targets of its
issue, in one run.

    benchmarks/compare-pytorch.py [--cli build/bin/attention-atlas-cli] [--rounds 3] [--repeats 5]

PyTorch side: the standard matmul-softmax-matmul (scores = Q·Kᵀ/√dₖ, masked_fill with -inf,
softmax, ·V) on one thread, float32, batch 1, H = 8, T = 2048, dₖ = 64 — forward under
no_grad, and forward + backward (autograd, dO ~ N(0, 1)). Our side: `attention-atlas-cli bench`
with the same sizes. The two alternate within each round, so both see the same load; each
round reports the median of --repeats timed runs, and the ratios printed are the medians over
the rounds (every round is printed too).

Targets (1 thread, float, T = 2048, H = 8, dₖ = 64):
    causal forward          ≤ 0.35 × PyTorch's time
    causal forward+backward ≤ 0.5  × PyTorch's time
    no mask, forward        ≥ 60 % of gemm_gflops (Eigen's product, same run)
    docs:8 forward          speed-up over causal ≥ 70 % of the ideal ratio of allowed pairs
    T = 16384, one head     peak_extra_bytes ≤ 16 MiB (forward, and forward + backward)
    2 threads               ≥ 1.7 × one thread (causal forward), ≥ 1.85 × (forward + backward)

Targets at the machine's limit (one head, T = 4096, 1 thread, the better of two runs; roofline =
useful GFLOP/s ÷ the better of Eigen's and OpenBLAS's one-thread GEMM in the same run):
    causal forward          roofline ≥ 0.70 (float, dₖ = 64 and 128; double, dₖ = 64)
    causal forward+backward roofline ≥ 0.55 (float, dₖ = 64 and 128)
    T = 2048, causal fwd    ≤ 0.4 × PyTorch's best time, both pinned to one CPU

Runs with Debian's python3-torch (/usr/bin/python3); without PyTorch the PyTorch comparison is
skipped with a message and the other targets are still measured. Debian's PyTorch calls whichever
BLAS the system provides (libblas.so.3): the reference BLAS by default, which makes PyTorch many
times slower than it is with an optimized one — install libopenblas0-pthread for a fair
comparison; the script names the library PyTorch loaded and keeps it to one thread. The machine
should be quiet: the script prints the load average before and after.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

T, H, D = 2048, 8, 64


def repository_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} logical CPUs"


def loaded_blas():
    """The BLAS library this process has mapped (after importing torch), resolved."""
    try:
        with open("/proc/self/maps", encoding="utf-8") as f:
            paths = {line.split()[-1] for line in f if "blas" in line.lower() and "/" in line}
    except OSError:
        return "unknown"
    return ", ".join(sorted(os.path.realpath(p) for p in paths)) or "none mapped"


def load():
    return "load average %.2f %.2f %.2f" % os.getloadavg()


class Ours:
    def __init__(self, cli, repeats):
        self.cli = cli
        self.repeats = repeats

    def command(self, mask, pass_, length=T, heads=H, threads=1, repeats=None, dk=D, precision="float", cpu=None):
        pinned = ["taskset", "-c", str(cpu)] if cpu is not None else []
        return pinned + [self.cli, "bench", "--length", str(length), "--heads", str(heads), "--dk", str(dk),
                         "--mask", mask, "--pass", pass_, "--precision", precision, "--threads", str(threads),
                         "--repeats", str(repeats or self.repeats)]

    def run(self, *args, **kwargs):
        command = self.command(*args, **kwargs)
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            sys.exit(f"{' '.join(command)} failed: {done.stderr.strip()}")
        return json.loads(done.stdout)


class Torch:
    def __init__(self, torch, repeats, heads=H, length=T):
        self.torch = torch
        self.repeats = repeats
        torch.set_num_threads(1)
        generator = torch.Generator().manual_seed(1)
        shape = (1, heads, length, D)
        self.q, self.k, self.v, self.grad = (torch.randn(shape, generator=generator) for _ in range(4))
        self.masked = torch.triu(torch.ones(length, length, dtype=torch.bool), diagonal=1)  # True: not allowed
        self.scale = 1.0 / D ** 0.5

    def attention(self, q, k, v):
        scores = self.torch.matmul(q, k.transpose(-2, -1)) * self.scale
        scores = scores.masked_fill(self.masked, float("-inf"))
        return self.torch.matmul(self.torch.softmax(scores, dim=-1), v)

    def forward(self):
        with self.torch.no_grad():
            self.attention(self.q, self.k, self.v)

    def forward_backward(self):
        q, k, v = (t.clone().requires_grad_(True) for t in (self.q, self.k, self.v))
        self.attention(q, k, v).backward(self.grad)

    def times_ms(self, step):
        step()  # warm-up
        times = []
        for _ in range(self.repeats):
            start = time.perf_counter()
            step()
            times.append((time.perf_counter() - start) * 1e3)
        return times

    def median_ms(self, step):
        return statistics.median(self.times_ms(step))

    def best_ms(self, step):
        return min(self.times_ms(step))


def verdict(value, target, at_least):
    return "met" if (value >= target if at_least else value <= target) else "MISSED"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(repository_root(), "build", "bin", "attention-atlas-cli"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    if not os.access(args.cli, os.X_OK):
        sys.exit(f"{args.cli} not found: build it first (cmake --build build --target attention-atlas-cli)")

    ours = Ours(args.cli, args.repeats)
    # One thread for PyTorch's BLAS as well as for its own pool (set before the import).
    for variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[variable] = "1"
    try:
        import torch  # noqa: PLC0415 (optional)
        reference = Torch(torch, args.repeats)
        blas = loaded_blas()
        torch_text = f"PyTorch {torch.__version__}, 1 thread, BLAS: {blas}"
        if "openblas" not in blas.lower() and "mkl" not in blas.lower():
            torch_text += ("\nwarning: PyTorch runs on the reference BLAS, not an optimized one; "
                           "install libopenblas0-pthread for a fair comparison")
    except ImportError:
        reference = None
        torch_text = ("PyTorch is not installed for this Python (Debian: apt-get install python3-torch, "
                      "and run this script with /usr/bin/python3): the PyTorch comparison is skipped")

    print(f"machine: {machine()}; {load()}")
    print(torch_text)
    print(f"ours: {' '.join(ours.command('causal', 'forward'))} (and the variants below)\n")

    rows = {"fwd": [], "bwd": [], "gemm": [], "docs": [], "threads_fwd": [], "threads_bwd": []}
    for round_ in range(1, args.rounds + 1):
        line = [f"round {round_}:"]
        causal = ours.run("causal", "forward")
        causal_bwd = ours.run("causal", "backward")
        if reference:
            torch_fwd = reference.median_ms(reference.forward)
            torch_bwd = reference.median_ms(reference.forward_backward)
            rows["fwd"].append(causal["median_ms"] / torch_fwd)
            rows["bwd"].append(causal_bwd["median_ms"] / torch_bwd)
            line.append(f"causal fwd {causal['median_ms']:.1f} ms vs PyTorch {torch_fwd:.1f} ms;"
                        f" fwd+bwd {causal_bwd['median_ms']:.1f} ms vs {torch_bwd:.1f} ms;")
        else:
            line.append(f"causal fwd {causal['median_ms']:.1f} ms; fwd+bwd {causal_bwd['median_ms']:.1f} ms;")
        none = ours.run("none", "forward")
        rows["gemm"].append(none["gflops"] / none["gemm_gflops"])
        docs = ours.run("docs:8", "forward")
        ideal = causal["allowed_pairs"] / docs["allowed_pairs"]
        rows["docs"].append((causal["median_ms"] / docs["median_ms"]) / ideal)
        two = ours.run("causal", "forward", threads=2)
        two_bwd = ours.run("causal", "backward", threads=2)
        rows["threads_fwd"].append(causal["median_ms"] / two["median_ms"])
        rows["threads_bwd"].append(causal_bwd["median_ms"] / two_bwd["median_ms"])
        line.append(f"no mask {none['gflops']:.1f} of {none['gemm_gflops']:.1f} GFLOP/s;"
                    f" docs:8 {docs['median_ms']:.1f} ms (ideal ×{ideal:.2f});"
                    f" 2 threads {two['median_ms']:.1f} / {two_bwd['median_ms']:.1f} ms")
        print(" ".join(line))

    memory_fwd = ours.run("causal", "forward", length=16384, heads=1, repeats=1)
    memory_bwd = ours.run("causal", "backward", length=16384, heads=1, repeats=1)
    mib = 1 << 20

    print(f"\n{'target (1 thread, float, T = 2048, H = 8, dk = 64)':<58} {'measured':>10} {'target':>8}")
    table = []
    if reference:
        table.append(("causal forward: our time / PyTorch's", statistics.median(rows["fwd"]), 0.35, False))
        table.append(("causal forward+backward: our time / PyTorch's", statistics.median(rows["bwd"]), 0.5, False))
    table += [
        ("no mask, forward: gflops / gemm_gflops", statistics.median(rows["gemm"]), 0.6, True),
        ("docs:8 forward: speed-up over causal / ideal", statistics.median(rows["docs"]), 0.7, True),
        ("T = 16384, one head, forward: peak_extra_bytes (MiB)", memory_fwd["peak_extra_bytes"] / mib, 16, False),
        ("T = 16384, one head, fwd+bwd: peak_extra_bytes (MiB)", memory_bwd["peak_extra_bytes"] / mib, 16, False),
        ("causal forward: 2 threads / 1 thread speed-up", statistics.median(rows["threads_fwd"]), 1.7, True),
        ("causal fwd+bwd: 2 threads / 1 thread speed-up", statistics.median(rows["threads_bwd"]), 1.85, True),
    ]
    for what, value, target, at_least in table:
        print(f"{what:<58} {value:>10.3f} {('≥ ' if at_least else '≤ ') + format(target, 'g'):>8}  {verdict(value, target, at_least)}")

    print(f"\n{'target (one head, T = 4096, 1 thread, better of two runs)':<58} {'measured':>10} {'target':>8}")
    limits = []
    for what, pass_, dk, precision, target in (
            ("causal forward, float, dk = 64: roofline", "forward", 64, "float", 0.70),
            ("causal fwd+bwd, float, dk = 64: roofline", "backward", 64, "float", 0.55),
            ("causal forward, float, dk = 128: roofline", "forward", 128, "float", 0.70),
            ("causal fwd+bwd, float, dk = 128: roofline", "backward", 128, "float", 0.55),
            ("causal forward, double, dk = 64: roofline", "forward", 64, "double", 0.70)):
        runs = [ours.run("causal", pass_, length=4096, heads=1, dk=dk, precision=precision) for _ in range(2)]
        best = max(runs, key=lambda r: r["roofline"])
        limits.append((f"{what} ({best['gflops']:.0f} of {max(best['gemm_gflops'], best['blas_gflops']):.0f} GFLOP/s)",
                       best["roofline"], target, True))
    if reference:
        # Both sides pinned to CPU 0, PyTorch's best time against our better median.
        mine = min(ours.run("causal", "forward", length=2048, heads=1, cpu=0)["median_ms"] for _ in range(2))
        single = Torch(torch, max(args.repeats, 10), heads=1, length=2048)
        previous = os.sched_getaffinity(0)
        os.sched_setaffinity(0, {0})
        try:
            theirs = single.best_ms(single.forward)
        finally:
            os.sched_setaffinity(0, previous)
        limits.append((f"T = 2048, one head, causal fwd: ours / PyTorch's best ({mine:.1f} / {theirs:.1f} ms)",
                       mine / theirs, 0.4, False))
    for what, value, target, at_least in limits:
        print(f"{what:<58} {value:>10.3f} {('≥ ' if at_least else '≤ ') + format(target, 'g'):>8}  {verdict(value, target, at_least)}")
    print(f"\n{load()}")


if __name__ == "__main__":
    main()
