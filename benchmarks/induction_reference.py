#!/usr/bin/env python3
"""The PyTorch reference for bench_induction: the same two-layer attention-only decoder, the
same task, timed one training step at a time (and, with --train, until the induction head forms).

The model is the engine's TinyDecoder (engine/include/atlas/tinydecoder.h): token plus
position embeddings, L residual blocks of causal multi-head attention (Wq, Wk, Wv: d × H·dk,
Wo: H·dv × d, no biases, no normalization, no MLP), an unembedding U (d × V) and the mean
next-token cross-entropy over every position with a label. Adam, as in the engine.

Prints one JSON object on stdout. Exits 0 with {"skipped": "<reason>"} when PyTorch is absent,
so that bench_induction can say so and go on.

    /usr/bin/python3 benchmarks/induction_reference.py --steps 200 --threads 1
"""

import argparse
import json
import math
import sys
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vocab", type=int, default=32)
    parser.add_argument("--repeat", type=int, default=16)
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--heads", type=int, default=2)
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--bos", action="store_true", help="a beginning-of-sequence token first")
    parser.add_argument("--lr", type=float, default=1e-2)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--steps", type=int, default=100, help="timed training steps")
    parser.add_argument("--warmup", type=int, default=10, help="untimed steps first")
    parser.add_argument("--train", type=int, default=0,
                        help="also train from scratch for up to this many steps and report "
                             "when the repeated-half accuracy first reaches 0.90")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    try:
        import torch
    except ImportError as error:
        print(json.dumps({"skipped": "PyTorch is not installed (%s); Debian: apt-get install "
                                     "python3-torch, run with /usr/bin/python3" % error}))
        return 0

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    V, R, d, H, L, B = args.vocab, args.repeat, args.width, args.heads, args.layers, args.batch
    dk = d // H
    T = 2 * R + (1 if args.bos else 0)

    def normal(rows, cols, std):
        return (torch.randn(rows, cols) * std).requires_grad_()

    E = normal(V, d, 1 / math.sqrt(2))
    P = normal(T, d, 1 / math.sqrt(2))
    layers = [[normal(d, H * dk, 1 / math.sqrt(d)) for _ in range(3)]
              + [normal(H * dk, d, 1 / math.sqrt(H * dk))] for _ in range(L)]
    U = normal(d, V, 1 / math.sqrt(d))
    parameters = [E, P] + [w for layer in layers for w in layer] + [U]
    optimizer = torch.optim.Adam(parameters, lr=args.lr)
    causal = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
    scale = 1 / math.sqrt(dk)

    generator = torch.Generator().manual_seed(args.seed)

    def batch():
        # R distinct tokens per sequence, then the same R again (a BOS of id 0 first if asked).
        first = torch.argsort(torch.rand(B, V, generator=generator), dim=1)[:, :R]
        tokens = torch.cat([first, first], dim=1)
        if args.bos:
            tokens = torch.cat([torch.zeros(B, 1, dtype=torch.long), tokens], dim=1)
        return tokens

    def forward(tokens):
        x = E[tokens] + P[: tokens.shape[1]]
        for wq, wk, wv, wo in layers:
            q = (x @ wq).view(B, T, H, dk).transpose(1, 2)
            k = (x @ wk).view(B, T, H, dk).transpose(1, 2)
            v = (x @ wv).view(B, T, H, dk).transpose(1, 2)
            scores = (q @ k.transpose(-1, -2)) * scale
            scores = scores.masked_fill(causal, float("-inf"))
            o = torch.softmax(scores, dim=-1) @ v
            x = x + o.transpose(1, 2).reshape(B, T, H * dk) @ wo
        return x @ U

    def step(tokens):
        logits = forward(tokens)
        loss = torch.nn.functional.cross_entropy(logits[:, :-1].reshape(-1, V),
                                                 tokens[:, 1:].reshape(-1))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        return logits, loss

    result = {"torch": torch.__version__, "threads": args.threads,
              "shapes": {"vocab": V, "repeat": R, "width": d, "heads": H, "layers": L,
                         "batch": B, "length": T}}
    if args.train > 0:
        start = time.perf_counter()
        offset = 1 if args.bos else 0
        formed = None
        for s in range(1, args.train + 1):
            tokens = batch()
            logits, loss = step(tokens)
            if s % 10 == 0:
                with torch.no_grad():
                    hits = logits[:, :-1].argmax(-1) == tokens[:, 1:]
                    repeated = hits[:, offset + R: offset + 2 * R - 1].float().mean().item()
                    first = hits[:, offset: offset + R - 1].float().mean().item()
                if repeated >= 0.9:
                    formed = {"step": s, "seconds": time.perf_counter() - start,
                              "repeated_half_accuracy": repeated, "first_half_accuracy": first}
                    break
        result["formed"] = formed

    tokens = batch()
    for _ in range(args.warmup):
        step(tokens)
    times = []
    for _ in range(args.steps):
        tokens = batch()
        begin = time.perf_counter()
        step(tokens)
        times.append(time.perf_counter() - begin)
    times.sort()
    result["step_ms_median"] = 1e3 * times[len(times) // 2]
    result["step_ms_min"] = 1e3 * times[0]
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
