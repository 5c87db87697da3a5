"""The sets of phrasings `litchat bench conversations` draws from (issue #18): the old tuning and held-out halves of
bench/conversation_phrasings.py, and one fresh list per round of tuning, each written before its round and held out
in it, tuning data from the next. fresh54 (bench/conversation_phrasings_fresh54.py, written before round 56) is the one
nobody tuned on; the others are tuning phrasings now. Kept apart from the benchmark's runner so that each new round
adds its set here.
"""
from __future__ import annotations

from bench import conversation_phrasings as P
from bench import conversation_phrasings_fresh3 as P3
from bench import conversation_phrasings_fresh4 as P4
from bench import conversation_phrasings_fresh5 as P5
from bench import conversation_phrasings_fresh6 as P6
from bench import conversation_phrasings_fresh7 as P7
from bench import conversation_phrasings_fresh8 as P8
from bench import conversation_phrasings_fresh9 as P9
from bench import conversation_phrasings_fresh10 as P10
from bench import conversation_phrasings_fresh11 as P11
from bench import conversation_phrasings_fresh12 as P12
from bench import conversation_phrasings_fresh13 as P13
from bench import conversation_phrasings_fresh14 as P14
from bench import conversation_phrasings_fresh15 as P15
from bench import conversation_phrasings_fresh16 as P16
from bench import conversation_phrasings_fresh17 as P17
from bench import conversation_phrasings_fresh18 as P18
from bench import conversation_phrasings_fresh19 as P19
from bench import conversation_phrasings_fresh20 as P20
from bench import conversation_phrasings_fresh21 as P21
from bench import conversation_phrasings_fresh22 as P22
from bench import conversation_phrasings_fresh23 as P23
from bench import conversation_phrasings_fresh24 as P24
from bench import conversation_phrasings_fresh25 as P25
from bench import conversation_phrasings_fresh26 as P26
from bench import conversation_phrasings_fresh27 as P27
from bench import conversation_phrasings_fresh28 as P28
from bench import conversation_phrasings_fresh29 as P29
from bench import conversation_phrasings_fresh30 as P30
from bench import conversation_phrasings_fresh31 as P31
from bench import conversation_phrasings_fresh32 as P32
from bench import conversation_phrasings_fresh33 as P33
from bench import conversation_phrasings_fresh34 as P34
from bench import conversation_phrasings_fresh35 as P35
from bench import conversation_phrasings_fresh36 as P36
from bench import conversation_phrasings_fresh37 as P37
from bench import conversation_phrasings_fresh38 as P38
from bench import conversation_phrasings_fresh39 as P39
from bench import conversation_phrasings_fresh40 as P40
from bench import conversation_phrasings_fresh41 as P41
from bench import conversation_phrasings_fresh42 as P42
from bench import conversation_phrasings_fresh43 as P43
from bench import conversation_phrasings_fresh44 as P44
from bench import conversation_phrasings_fresh45 as P45
from bench import conversation_phrasings_fresh46 as P46
from bench import conversation_phrasings_fresh47 as P47
from bench import conversation_phrasings_fresh48 as P48
from bench import conversation_phrasings_fresh49 as P49
from bench import conversation_phrasings_fresh50 as P50
from bench import conversation_phrasings_fresh51 as P51
from bench import conversation_phrasings_fresh52 as P52
from bench import conversation_phrasings_fresh53 as P53
from bench import conversation_phrasings_fresh54 as P54

# all but fresh54 are tuning phrasings now; a new set goes last, so the earlier sets keep their random seeds
SPLITS = ("tune", "old-held-out", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8",
          "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16",
          "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25",
          "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34",
          "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43",
          "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50", "fresh51",
          "fresh52", "fresh53", "fresh54")
SPLIT_TITLES = {"fresh54": "fresh54 held-out phrasings (never tuned on)",
                "fresh53": "fresh53 phrasings of round 55 (held out then, tuning phrasings in round 56)",
                "fresh52": "fresh52 phrasings of round 54 (held out then, tuning phrasings in round 55)",
                "fresh51": "fresh51 phrasings of round 53 (held out then, tuning phrasings in round 54)",
                "fresh50": "fresh50 phrasings of round 52 (held out then, tuning phrasings in round 53)",
                "fresh49": "fresh49 phrasings of round 51 (held out then, tuning phrasings in round 52)",
                "fresh48": "fresh48 phrasings of round 50 (held out then, tuning phrasings in round 51)",
                "fresh47": "fresh47 phrasings of round 49 (held out then, tuning phrasings in round 50)",
                "fresh46": "fresh46 phrasings of round 48 (held out then, tuning phrasings in round 49)",
                "fresh45": "fresh45 phrasings of round 47 (held out then, tuning phrasings in round 48)",
                "fresh44": "fresh44 phrasings of round 46 (held out then, tuning phrasings in round 47)",
                "fresh43": "fresh43 phrasings of round 45 (held out then, tuning phrasings in round 46)",
                "fresh42": "fresh42 phrasings of round 44 (held out then, tuning phrasings in round 45)",
                "fresh41": "fresh41 phrasings of round 43 (held out then, tuning phrasings in round 44)",
                "fresh40": "fresh40 phrasings of round 42 (held out then, tuning phrasings in round 43)",
                "fresh39": "fresh39 phrasings of round 41 (held out then, tuning phrasings in round 42)",
                "fresh38": "fresh38 phrasings of round 40 (held out then, tuning phrasings in round 41)",
                "fresh37": "fresh37 phrasings of round 39 (held out then, tuning phrasings in round 40)",
                "fresh36": "fresh36 phrasings of round 38 (held out then, tuning phrasings in round 39)",
                "fresh35": "fresh35 phrasings of round 37 (held out then, tuning phrasings in round 38)",
                "fresh34": "fresh34 phrasings of round 36 (held out then, tuning phrasings in round 37)",
                "fresh33": "fresh33 phrasings of round 35 (held out then, tuning phrasings in round 36)",
                "fresh32": "fresh32 phrasings of round 34 (held out then, tuning phrasings in round 35)",
                "fresh31": "fresh31 phrasings of round 33 (held out then, tuning phrasings in round 34)",
                "fresh30": "fresh30 phrasings of round 32 (held out then, tuning phrasings in round 33)",
                "fresh29": "fresh29 phrasings of round 31 (held out then, tuning phrasings in round 32)",
                "fresh28": "fresh28 phrasings of round 30 (held out then, tuning phrasings in round 31)",
                "fresh27": "fresh27 phrasings of round 29 (held out then, tuning phrasings in round 30)",
                "fresh26": "fresh26 phrasings of round 28 (held out then, tuning phrasings in round 29)",
                "fresh25": "fresh25 phrasings of round 27 (held out then, tuning phrasings in round 28)",
                "fresh24": "fresh24 phrasings of round 26 (held out then, tuning phrasings in round 27)",
                "fresh23": "fresh23 phrasings of round 25 (held out then, tuning phrasings in round 26)",
                "fresh22": "fresh22 phrasings of round 24 (held out then, tuning phrasings in round 25)",
                "fresh21": "fresh21 phrasings of round 23 (held out then, tuning phrasings in round 24)",
                "fresh20": "fresh20 phrasings of round 22 (held out then, tuning phrasings in round 23)",
                "fresh19": "fresh19 phrasings of round 21 (held out then, tuning phrasings in round 22)",
                "fresh18": "fresh18 phrasings of round 20 (held out then, tuning phrasings in round 21)",
                "fresh17": "fresh17 phrasings of round 19 (held out then, tuning phrasings in round 20)",
                "fresh16": "fresh16 phrasings of round 18 (held out then, tuning phrasings in round 19)",
                "fresh15": "fresh15 phrasings of round 17 (held out then, tuning phrasings in round 18)",
                "fresh14": "fresh14 phrasings of round 16 (held out then, tuning phrasings in round 17)",
                "fresh13": "fresh13 phrasings of round 14 (held out then, tuning phrasings in round 16)",
                "fresh12": "fresh12 phrasings of round 13 (held out then, tuning phrasings in round 14)",
                "fresh11": "fresh11 phrasings of round 12 (held out then, tuning phrasings in round 13)",
                "fresh10": "fresh10 phrasings of round 11 (held out then, tuning phrasings in round 12)",
                "fresh9": "fresh9 phrasings of round 10 (held out then, tuning phrasings in round 11)",
                "fresh8": "fresh8 phrasings of round 9 (held out then, tuning phrasings in round 10)",
                "fresh7": "fresh7 phrasings of round 8 (held out then, tuning phrasings in round 9)",
                "fresh6": "fresh6 phrasings of round 7 (held out then, tuning phrasings in round 8)",
                "fresh5": "fresh5 phrasings of round 6 (held out then, tuning phrasings in round 7)",
                "fresh4": "fresh4 phrasings of round 5 (held out then, tuning phrasings in round 6)",
                "fresh3": "fresh3 phrasings of round 4 (held out then, tuning phrasings in round 5)",
                "fresh2": "fresh2 phrasings of round 3 (held out then, tuning phrasings in round 4)",
                "fresh": "fresh phrasings of round 2 (held out then, tuning phrasings in round 3)",
                "tune": "tune phrasings (the old tuning half)",
                "old-held-out": "old held-out phrasings (looked at while tuning: tuning phrasings now)"}
# the order the report gives them in: the held-out set first, then the newest tuning sets
REPORT_ORDER = tuple(s for s in reversed(SPLITS) if s.startswith("fresh")) + ("tune", "old-held-out")
FRESH_SETS = {"fresh": P.ACTS_FRESH, "fresh2": P.ACTS_FRESH2, "fresh3": P3.ACTS, "fresh4": P4.ACTS, "fresh5": P5.ACTS,
              "fresh6": P6.ACTS, "fresh7": P7.ACTS, "fresh8": P8.ACTS, "fresh9": P9.ACTS,
              "fresh10": P10.ACTS, "fresh11": P11.ACTS, "fresh12": P12.ACTS, "fresh13": P13.ACTS,
              "fresh14": P14.ACTS, "fresh15": P15.ACTS, "fresh16": P16.ACTS,
              "fresh17": P17.ACTS, "fresh18": P18.ACTS, "fresh19": P19.ACTS, "fresh20": P20.ACTS,
              "fresh21": P21.ACTS, "fresh22": P22.ACTS, "fresh23": P23.ACTS, "fresh24": P24.ACTS,
              "fresh25": P25.ACTS, "fresh26": P26.ACTS, "fresh27": P27.ACTS, "fresh28": P28.ACTS,
              "fresh29": P29.ACTS, "fresh30": P30.ACTS, "fresh31": P31.ACTS,
              "fresh32": P32.ACTS, "fresh33": P33.ACTS, "fresh34": P34.ACTS, "fresh35": P35.ACTS,
              "fresh36": P36.ACTS, "fresh37": P37.ACTS, "fresh38": P38.ACTS,
              "fresh39": P39.ACTS, "fresh40": P40.ACTS, "fresh41": P41.ACTS, "fresh42": P42.ACTS,
              "fresh43": P43.ACTS, "fresh44": P44.ACTS, "fresh45": P45.ACTS,
              "fresh46": P46.ACTS, "fresh47": P47.ACTS, "fresh48": P48.ACTS, "fresh49": P49.ACTS,
              "fresh50": P50.ACTS, "fresh51": P51.ACTS, "fresh52": P52.ACTS,
              "fresh53": P53.ACTS, "fresh54": P54.ACTS}


def pools_of(split: str) -> dict[str, list]:
    """The phrasings a conversation of this split draws from, per act."""
    if split.startswith("fresh"):
        return dict(FRESH_SETS[split])
    return {act: P.split(pool)[SPLITS.index(split)] for act, pool in P.ACTS.items()}
