"""`litchat bench conversations` end to end on small corpora made here (BEIR-style files written from the seeds'
abstracts), and the phrasings it draws from: at least 40 distinct a act, split into halves that share none."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from conftest import beir_from_seeds

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
from bench.conversations import Corpus, topics_of


def test_phrasings_are_many_and_their_halves_disjoint():
    for act, pool in P.ACTS.items():
        assert len(set(map(str, pool))) >= 40, act
        tune, held = P.split(pool)
        assert not set(map(str, tune)) & set(map(str, held)) and len(tune) + len(held) == len(pool)
    attributes = {a for a, _ in P.ATTRIBUTE}
    assert {a for a, _ in P.split(P.ATTRIBUTE)[1]} == attributes  # every attribute is held out somewhere


def test_fresh_phrasings_are_many_and_new():
    assert P.ACTS_FRESH.keys() == P.ACTS.keys()
    for act, fresh in P.ACTS_FRESH.items():
        assert len(set(map(str, fresh))) == len(fresh) >= 30, act
        assert not set(map(str, fresh)) & set(map(str, P.ACTS[act])), act  # none of them was tuned on
    assert {a for a, _ in P.ATTRIBUTE_FRESH} == {a for a, _ in P.ATTRIBUTE}


def test_second_fresh_phrasings_are_many_and_new():
    assert P.ACTS_FRESH2.keys() == P.ACTS.keys()
    for act, fresh2 in P.ACTS_FRESH2.items():
        assert len(set(map(str, fresh2))) == len(fresh2) >= 30, act
        assert not set(map(str, fresh2)) & (set(map(str, P.ACTS[act])) | set(map(str, P.ACTS_FRESH[act]))), act
    assert {a for a, _ in P.ATTRIBUTE_FRESH2} == {a for a, _ in P.ATTRIBUTE}


def test_third_fresh_phrasings_are_new_and_cover_every_attribute():
    assert P3.ACTS.keys() == P.ACTS.keys()
    for act, fresh3 in P3.ACTS.items():
        earlier = set(map(str, P.ACTS[act])) | set(map(str, P.ACTS_FRESH[act])) | set(map(str, P.ACTS_FRESH2[act]))
        assert len(set(map(str, fresh3))) == len(fresh3) >= 15, act
        assert not set(map(str, fresh3)) & earlier, act
    assert {a for a, _ in P3.ATTRIBUTE} == {a for a, _ in P.ATTRIBUTE}
    assert all("{ord}" in p or "{n}" in p for p in P3.REFERENCE[:17])  # the rest point at the paper in focus


def test_fourth_fresh_phrasings_are_new_and_have_one_home_the_readers_exemplars():
    """fresh4 was held out in round 5 and written new; since round 6 the reader learns it, from one copy."""
    from rag.answer.conversation import exemplars

    assert P4.ACTS.keys() == P.ACTS.keys()
    for act, fresh4 in P4.ACTS.items():
        earlier = set(map(str, P.ACTS[act])) | set(map(str, P.ACTS_FRESH[act])) | set(map(str, P.ACTS_FRESH2[act]))
        earlier |= set(map(str, P3.ACTS[act]))
        assert len(set(map(str, fresh4))) == len(fresh4) >= 20, act
        assert not set(map(str, fresh4)) & earlier, act
    assert {a for a, _ in P4.ATTRIBUTE} >= {a for a, _ in P.ATTRIBUTE}
    assert P4.ACTS is exemplars.SETS["fresh4"]


def test_fifth_fresh_phrasings_are_new_and_have_one_home_the_readers_exemplars():
    """fresh5 was held out in round 6 and written new; since round 7 the reader learns it, from one copy."""
    from rag.answer.conversation import exemplars

    assert P5.ACTS.keys() == P.ACTS.keys()
    for act, fresh5 in P5.ACTS.items():
        earlier = set(map(str, P.ACTS[act])) | set(map(str, P.ACTS_FRESH[act])) | set(map(str, P.ACTS_FRESH2[act]))
        earlier |= set(map(str, P3.ACTS[act])) | set(map(str, P4.ACTS[act]))
        assert len(set(map(str, fresh5))) == len(fresh5) >= 20, act
        assert not set(map(str, fresh5)) & earlier, act
    assert {a for a, _ in P5.ATTRIBUTE} >= {a for a, _ in P.ATTRIBUTE}
    assert P5.ACTS is exemplars.SETS["fresh5"]


# (held-out set from round 7 on, phrasings an act)
LATER_SETS = [(P6, 20), (P7, 20), (P8, 15), (P9, 15), (P10, 15), (P11, 15), (P12, 18), (P13, 20), (P14, 20)]


def _norm(p) -> str:
    """A near copy (case, punctuation) counts as a copy."""
    return " ".join("".join(c if c.isalnum() or c in "{}" else " " for c in str(p).lower()).split())


@pytest.mark.parametrize("index", range(len(LATER_SETS)), ids=[m.__name__.rsplit("_", 1)[1] for m, _ in LATER_SETS])
def test_each_later_fresh_set_is_new_and_never_in_the_readers_exemplars(index):
    from rag.answer.conversation import exemplars

    module, least = LATER_SETS[index]
    before = [P.ACTS, P.ACTS_FRESH, P.ACTS_FRESH2, P3.ACTS, P4.ACTS, P5.ACTS] + [m.ACTS for m, _ in LATER_SETS[:index]]
    assert module.ACTS.keys() == P.ACTS.keys()
    for act, fresh in module.ACTS.items():
        earlier = {_norm(p) for src in before for p in src[act]}
        assert len(set(map(str, fresh))) == len(fresh) >= least, act
        assert not {_norm(p) for p in fresh} & earlier, act
    assert {a for a, _ in module.ATTRIBUTE} >= {a for a, _ in P.ATTRIBUTE}
    shipped = {_norm(p) for name in dir(exemplars) if name.isupper() and isinstance(getattr(exemplars, name), dict)
               for ps in getattr(exemplars, name).values() if isinstance(ps, list) for p in ps}
    assert not shipped & {_norm(p) for ps in module.ACTS.values() for p in ps}


def _shipped_exemplars() -> set[str]:
    from rag.answer.conversation import exemplars

    return {_norm(p) for name in dir(exemplars) if name.isupper() and isinstance(getattr(exemplars, name), dict)
            for ps in getattr(exemplars, name).values() if isinstance(ps, list) for p in ps}


@pytest.mark.parametrize("module,extra", [(P16, [P15]), (P17, [P15, P16]), (P18, [P15, P16, P17]),
                                          (P19, [P15, P16, P17, P18]), (P20, [P15, P16, P17, P18, P19]),
                                          (P21, [P15, P16, P17, P18, P19, P20]),
                                          (P22, [P15, P16, P17, P18, P19, P20, P21]),
                                          (P23, [P15, P16, P17, P18, P19, P20, P21, P22]),
                                          (P24, [P15, P16, P17, P18, P19, P20, P21, P22, P23]),
                                          (P25, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24]),
                                          (P26, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25]),
                                          (P27, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26]),
                                          (P28, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27]),
                                          (P29, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28]),
                                          (P30, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29]),
                                          (P31, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30]),
                                          (P32, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31]),
                                          (P33, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32]),
                                          (P34, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33]),
                                          (P35, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34]),
                                          (P36, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35]),
                                          (P37, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36]),
                                          (P38, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37]),
                                          (P39, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38]),
                                          (P40, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39]),
                                          (P41, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40]),
                                          (P42, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41]),
                                          (P43, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42]),
                                          (P44, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43]),
                                          (P45, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44]),
                                          (P46, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45]),
                                          (P47, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46]),
                                          (P48, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46, P47]),
                                          (P49, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46, P47, P48]),
                                          (P50, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46, P47, P48, P49]),
                                          (P51, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46, P47, P48, P49, P50]),
                                          (P52, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46, P47, P48, P49, P50, P51]),
                                          (P53, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46, P47, P48, P49, P50, P51, P52]),
                                          (P54, [P15, P16, P17, P18, P19, P20, P21, P22, P23, P24, P25, P26, P27,
                                                 P28, P29, P30, P31, P32, P33, P34, P35, P36, P37, P38, P39, P40,
                                                 P41, P42, P43, P44, P45, P46, P47, P48, P49, P50, P51, P52, P53])],
                         ids=["fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22",
                              "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29",
                              "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36",
                              "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43",
                              "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50",
                              "fresh51", "fresh52", "fresh53", "fresh54"])
def test_the_latest_sets_copy_no_earlier_set_nor_the_readers_exemplars(module, extra):
    """fresh16 (round 18), fresh17 (round 19), fresh18 (round 20), fresh19 (round 21), fresh20 (round 22), fresh21
    (round 23), fresh22 (round 24), fresh23 (round 25), fresh24 (round 26), fresh25 (round 27), fresh26 (round 28),
    fresh27 (round 29), fresh28 (round 30), fresh29 (round 31), fresh30 (round 32), fresh31 (round 33), fresh32
    (round 34), fresh33 (round 35), fresh34 (round 36), fresh35 (round 37), fresh36 (round 38), fresh37 (round 39),
    fresh38 (round 40), fresh39 (round 41), fresh40 (round 42), fresh41 (round 43), fresh42 (round 44), fresh43
    (round 45), fresh44 (round 46), fresh45 (round 47), fresh46 (round 48), fresh47 (round 49), fresh48 (round 50),
    fresh49 (round 51), fresh50 (round 52), fresh51 (round 53), fresh52 (round 54), fresh53 (round 55) and fresh54
    (round 56, held out) against every earlier set (fresh15-53 included: fresh15 itself repeats some earlier wording, so
    it is not in LATER_SETS) and the reader's exemplars."""
    before = [P.ACTS, P.ACTS_FRESH, P.ACTS_FRESH2, P3.ACTS, P4.ACTS, P5.ACTS] + [m.ACTS for m in extra]
    before += [m.ACTS for m, _ in LATER_SETS]
    assert module.ACTS.keys() == P.ACTS.keys()
    for act, fresh in module.ACTS.items():
        assert len({_norm(p) for p in fresh}) == len(fresh) >= 20, act
        assert not {_norm(p) for p in fresh} & {_norm(p) for src in before for p in src[act]}, act
    assert {a for a, _ in module.ATTRIBUTE} >= {a for a, _ in P.ATTRIBUTE}
    assert not _shipped_exemplars() & {_norm(p) for ps in module.ACTS.values() for p in ps}


def test_every_set_of_phrasings_is_a_split_and_reported():
    from bench.conversation_splits import FRESH_SETS, REPORT_ORDER, SPLIT_TITLES, SPLITS, pools_of

    assert SPLITS[-1] == "fresh54" and REPORT_ORDER[0] == "fresh54" and "never tuned on" in SPLIT_TITLES["fresh54"]
    assert "never tuned on" not in SPLIT_TITLES["fresh53"] and "round 55" in SPLIT_TITLES["fresh53"]
    assert "never tuned on" not in SPLIT_TITLES["fresh52"] and "round 54" in SPLIT_TITLES["fresh52"]
    assert "never tuned on" not in SPLIT_TITLES["fresh51"] and "round 53" in SPLIT_TITLES["fresh51"]
    assert "never tuned on" not in SPLIT_TITLES["fresh50"] and "round 52" in SPLIT_TITLES["fresh50"]
    assert "never tuned on" not in SPLIT_TITLES["fresh49"] and "round 51" in SPLIT_TITLES["fresh49"]
    assert "never tuned on" not in SPLIT_TITLES["fresh48"] and "round 50" in SPLIT_TITLES["fresh48"]
    assert "never tuned on" not in SPLIT_TITLES["fresh47"] and "round 49" in SPLIT_TITLES["fresh47"]
    assert "never tuned on" not in SPLIT_TITLES["fresh46"] and "round 48" in SPLIT_TITLES["fresh46"]
    assert "never tuned on" not in SPLIT_TITLES["fresh45"] and "round 47" in SPLIT_TITLES["fresh45"]
    assert "never tuned on" not in SPLIT_TITLES["fresh44"] and "round 46" in SPLIT_TITLES["fresh44"]
    assert "never tuned on" not in SPLIT_TITLES["fresh43"] and "round 45" in SPLIT_TITLES["fresh43"]
    assert "never tuned on" not in SPLIT_TITLES["fresh42"] and "round 44" in SPLIT_TITLES["fresh42"]
    assert "never tuned on" not in SPLIT_TITLES["fresh41"] and "round 43" in SPLIT_TITLES["fresh41"]
    assert "never tuned on" not in SPLIT_TITLES["fresh40"] and "round 42" in SPLIT_TITLES["fresh40"]
    assert "never tuned on" not in SPLIT_TITLES["fresh39"] and "round 41" in SPLIT_TITLES["fresh39"]
    assert "never tuned on" not in SPLIT_TITLES["fresh38"] and "round 40" in SPLIT_TITLES["fresh38"]
    assert "never tuned on" not in SPLIT_TITLES["fresh37"] and "round 39" in SPLIT_TITLES["fresh37"]
    assert "never tuned on" not in SPLIT_TITLES["fresh36"] and "round 38" in SPLIT_TITLES["fresh36"]
    assert "never tuned on" not in SPLIT_TITLES["fresh35"] and "round 37" in SPLIT_TITLES["fresh35"]
    assert "never tuned on" not in SPLIT_TITLES["fresh34"] and "round 36" in SPLIT_TITLES["fresh34"]
    assert "never tuned on" not in SPLIT_TITLES["fresh33"] and "round 35" in SPLIT_TITLES["fresh33"]
    assert "never tuned on" not in SPLIT_TITLES["fresh32"] and "round 34" in SPLIT_TITLES["fresh32"]
    assert "never tuned on" not in SPLIT_TITLES["fresh31"] and "round 33" in SPLIT_TITLES["fresh31"]
    assert "never tuned on" not in SPLIT_TITLES["fresh30"] and "round 32" in SPLIT_TITLES["fresh30"]
    assert "never tuned on" not in SPLIT_TITLES["fresh29"] and "round 31" in SPLIT_TITLES["fresh29"]
    assert set(REPORT_ORDER) == set(SPLITS) == set(SPLIT_TITLES) and set(FRESH_SETS) < set(SPLITS)
    assert pools_of("fresh54") == P54.ACTS and pools_of("fresh53") == P53.ACTS
    assert pools_of("fresh52") == P52.ACTS and pools_of("fresh51") == P51.ACTS
    assert pools_of("fresh50") == P50.ACTS and pools_of("fresh49") == P49.ACTS
    assert pools_of("fresh48") == P48.ACTS and pools_of("fresh47") == P47.ACTS
    assert pools_of("fresh46") == P46.ACTS and pools_of("fresh45") == P45.ACTS
    assert pools_of("fresh44") == P44.ACTS and pools_of("fresh43") == P43.ACTS
    assert pools_of("fresh42") == P42.ACTS and pools_of("fresh41") == P41.ACTS
    assert pools_of("fresh40") == P40.ACTS and pools_of("fresh39") == P39.ACTS
    assert pools_of("fresh38") == P38.ACTS and pools_of("fresh37") == P37.ACTS
    assert pools_of("fresh36") == P36.ACTS and pools_of("fresh35") == P35.ACTS
    assert pools_of("fresh34") == P34.ACTS and pools_of("fresh33") == P33.ACTS
    assert pools_of("fresh32") == P32.ACTS and pools_of("fresh31") == P31.ACTS
    assert pools_of("fresh30") == P30.ACTS and pools_of("fresh29") == P29.ACTS
    assert pools_of("fresh28") == P28.ACTS and pools_of("fresh27") == P27.ACTS
    assert pools_of("fresh26") == P26.ACTS and pools_of("fresh25") == P25.ACTS
    assert pools_of("fresh24") == P24.ACTS and pools_of("fresh23") == P23.ACTS
    assert pools_of("fresh22") == P22.ACTS and pools_of("fresh21") == P21.ACTS
    assert pools_of("fresh20") == P20.ACTS and pools_of("fresh19") == P19.ACTS
    assert pools_of("fresh18") == P18.ACTS and pools_of("fresh17") == P17.ACTS
    assert pools_of("fresh16") == P16.ACTS and pools_of("fresh15") == P15.ACTS
    assert pools_of("fresh14") == P14.ACTS and pools_of("fresh13") == P13.ACTS


def test_a_short_place_names_the_same_paper_as_its_word():
    """fresh5's {nth} ("3rd") points where {ord} ("third") does."""
    import random

    from bench.conversations import make_turn

    prev = [f"p{i}" for i in range(6)]
    for seed in range(20):
        q1, g1, _, _ = make_turn("reference", None, ["the {ord} one"], prev, [], "", random.Random(seed))
        q2, g2, _, _ = make_turn("reference", None, ["the {nth} one"], prev, [], "", random.Random(seed))
        assert g1 == g2
        word = q1.split()[1]
        assert q2.split()[1] == {"first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th",
                                 "last": "last"}[word]


def test_topics_are_phrases_papers_contain(seeded):
    papers = seeded.papers()
    corpus = Corpus("seeds", papers, {p.id: f"{p.title or p.display_title}. {p.abstract}".lower() for p in papers})
    topics = topics_of(corpus)
    assert topics
    for t in topics:
        assert 2 <= len(corpus.containing(t)) <= 20


@pytest.mark.slow
def test_the_benchmark_runs_and_reports_every_set_of_phrasings(seeded, tmp_path):
    from cli import cli

    data = beir_from_seeds(seeded, tmp_path / "data")
    turns = tmp_path / "turns.jsonl"
    result = CliRunner().invoke(cli, ["--home", str(seeded.settings.home), "bench", "conversations",
                                      "--data", str(data), "--docs", "60", "--per-corpus", "1", "--no-save",
                                      "--turns", str(turns)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    for title in ("### fresh54 held-out phrasings", "### fresh53 phrasings of round 55", "### fresh52 phrasings of round 54", "### fresh51 phrasings of round 53", "### fresh50 phrasings of round 52", "### fresh49 phrasings of round 51", "### fresh48 phrasings of round 50", "### fresh47 phrasings of round 49", "### fresh46 phrasings of round 48", "### fresh45 phrasings of round 47", "### fresh44 phrasings of round 46", "### fresh43 phrasings of round 45", "### fresh42 phrasings of round 44", "### fresh41 phrasings of round 43", "### fresh40 phrasings of round 42", "### fresh39 phrasings of round 41", "### fresh38 phrasings of round 40", "### fresh37 phrasings of round 39", "### fresh36 phrasings of round 38", "### fresh35 phrasings of round 37", "### fresh34 phrasings of round 36", "### fresh33 phrasings of round 35", "### fresh32 phrasings of round 34", "### fresh31 phrasings of round 33", "### fresh30 phrasings of round 32", "### fresh29 phrasings of round 31", "### fresh28 phrasings of round 30", "### fresh27 phrasings of round 29", "### fresh26 phrasings of round 28", "### fresh25 phrasings of round 27", "### fresh24 phrasings of round 26", "### fresh23 phrasings of round 25", "### fresh22 phrasings of round 24", "### fresh21 phrasings of round 23", "### fresh20 phrasings of round 22", "### fresh19 phrasings of round 21", "### fresh18 phrasings of round 20", "### fresh17 phrasings of round 19", "### fresh16 phrasings of round 18", "### fresh15 phrasings of round 17", "### fresh14 phrasings of round 16", "### fresh13 phrasings of round 14", "### fresh12 phrasings of round 13", "### fresh11 phrasings of round 12", "### fresh10 phrasings of round 11", "### fresh9 phrasings of round 10", "### fresh8 phrasings of round 9", "### fresh7 phrasings of round 8", "### fresh6 phrasings of round 7", "### fresh5 phrasings of round 6", "### fresh4 phrasings of round 5", "### fresh3 phrasings of round 4", "### fresh2 phrasings of round 3", "### fresh phrasings of round 2", "### tune phrasings",
                  "### old held-out phrasings"):
        assert title in result.output
    rows = [json.loads(line) for line in turns.read_text().splitlines()]
    assert {r["corpus"] for r in rows} == {"seeds", "scifact", "nfcorpus"}
    assert all(r["act"] in P.ACTS for r in rows)
    assert all(r["interpret_ms"] > 0 and r["interpret_ms_loaded"] > 0 for r in rows)  # both clocks ran on every turn
    assert "read again alone after the run" in result.output


def test_a_surname_leading_two_of_the_papers_is_not_used_to_name_one():
    """Two previous papers by the same first author (Lee and Lee): "what did Lee find?" names neither, so the
    benchmark names the paper by its title instead."""
    import random

    from bench.conversations import named_reference
    from rag.records import Paper

    def paper(i, author):
        return Paper(id=i, title=f"Paper {i}", display_title=f"Paper {i}", authors=[author], authors_truncated=False,
                     year=None, categories=[], abstract="", sources=[])

    corpus = Corpus("t", [paper("a", "Royson Lee"), paper("b", "Ann Lee"), paper("c", "Bo Kim")])
    pool = ["what did {author} find", "tell me about {title}"]
    for seed in range(20):
        question, gold = named_reference(corpus, pool[0], pool, ["a", "b", "c"], random.Random(seed))
        expected = "what did Kim find" if gold == ["c"] else f"tell me about Paper {gold[0]}"
        assert question == expected


def test_the_gold_topic_is_the_phrase_however_it_is_turned(tmp_path):
    """The benchmark's gold and the chat share one definition of a mention (rag.retrieval.mentions): the phrase's
    words side by side in one sentence, up to inflection, spelling and order; not scattered over an abstract."""
    from rag.records import Paper

    def paper(i, abstract):
        return Paper(id=i, title=f"Paper {i}", display_title=f"Paper {i}", authors=[], authors_truncated=False,
                     year=None, categories=[], abstract=abstract, sources=[])

    papers = [paper("a", "A double-blind, randomized trial of fiber."), paper("b", "Tumor-promoting signals."),
              paper("c", "We randomized mice. The trial was double-blind."), paper("d", "Cancers of the breast.")]
    corpus = Corpus("t", papers)
    assert corpus.containing("randomized double-blind") == ["a"]
    assert corpus.containing("promote tumor") == ["b"]
    assert corpus.containing("breast cancer") == ["d"]


def test_an_edited_abstract_is_read_again_for_mentions():
    """The sentence cache of rag.retrieval.mentions is keyed by the text as well as the id: a paper re-ingested
    with a new abstract (same id) mentions what its new abstract says, not what the old one did."""
    from rag.records import Paper
    from rag.retrieval.mentions import mentions, phrase_terms

    def paper(abstract):
        return Paper(id="edited", title="A paper", display_title="A paper", authors=[], authors_truncated=False,
                     year=None, categories=[], abstract=abstract, sources=[])

    assert mentions(paper("We study federated learning."), phrase_terms("federated learning"))
    assert not mentions(paper("We study diffusion models."), phrase_terms("federated learning"))
    assert mentions(paper("We study diffusion models."), phrase_terms("diffusion models"))


@pytest.mark.parametrize("text, focus", [
    ("It would be helpful to know the years in which the aforementioned papers appeared.", False),
    ("It would be good to know what the listed studies concluded.", False),
    ("When was it published?", True), ("Who wrote it (just the names, please)?", True),
    ("It would be helpful to know who wrote it.", True), ("Did they find that it works?", False)])
def test_a_dummy_it_names_no_paper_in_focus(text, focus):
    """fresh12's "It would be helpful to know the years in which the aforementioned papers appeared." asks of all the
    papers; its gold was the paper in focus, for the dummy "It"."""
    from bench.conversations import in_focus

    assert in_focus(text) is focus
