module {
  func.func @kina.u.loss(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_4 = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_5 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_5 : tensor<4x5xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_9 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %_8 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_9 : tensor<4x5xf32>) {
      ^bb0(%_in10: f32, %_in11: f32, %_out12: f32):
        %_13 = arith.addf %_in10, %_in11 : f32
        linalg.yield %_13 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_15 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_14 : tensor<4x5xf32>) outs(%_15 : tensor<4x5xf32>) {
      ^bb0(%_in16: f32, %_out17: f32):
        %_18 = math.absf %_in16 : f32
        %_19 = arith.mulf %_in16, %_in16 : f32
        %_20 = arith.constant 0xBBBAF0EA : f32
        %_21 = arith.mulf %_20, %_19 : f32
        %_22 = arith.constant 0x3CA9134E : f32
        %_23 = arith.addf %_21, %_22 : f32
        %_24 = arith.mulf %_23, %_19 : f32
        %_25 = arith.constant 0xBD5C1E2D : f32
        %_26 = arith.addf %_24, %_25 : f32
        %_27 = arith.mulf %_26, %_19 : f32
        %_28 = arith.constant 0x3E088393 : f32
        %_29 = arith.addf %_27, %_28 : f32
        %_30 = arith.mulf %_29, %_19 : f32
        %_31 = arith.constant 0xBEAAAA99 : f32
        %_32 = arith.addf %_30, %_31 : f32
        %_33 = arith.mulf %_32, %_19 : f32
        %_34 = arith.mulf %_33, %_in16 : f32
        %_35 = arith.addf %_34, %_in16 : f32
        %_36 = arith.addf %_18, %_18 : f32
        %_37 = arith.constant 0x42B20000 : f32
        %_38 = arith.minimumf %_36, %_37 : f32
        %_39 = arith.constant 0xC2D00000 : f32
        %_40 = arith.maximumf %_38, %_39 : f32
        %_41 = arith.constant 0x3FB8AA3B : f32
        %_42 = arith.mulf %_40, %_41 : f32
        %_43 = arith.constant 0x3F000000 : f32
        %_44 = arith.addf %_42, %_43 : f32
        %_45 = math.floor %_44 : f32
        %_46 = arith.constant 0x3F318000 : f32
        %_47 = arith.mulf %_45, %_46 : f32
        %_48 = arith.subf %_40, %_47 : f32
        %_49 = arith.constant 0xB95E8083 : f32
        %_50 = arith.mulf %_45, %_49 : f32
        %_51 = arith.subf %_48, %_50 : f32
        %_52 = arith.constant 0x39506967 : f32
        %_53 = arith.mulf %_52, %_51 : f32
        %_54 = arith.constant 0x3AB743CE : f32
        %_55 = arith.addf %_53, %_54 : f32
        %_56 = arith.mulf %_55, %_51 : f32
        %_57 = arith.constant 0x3C088908 : f32
        %_58 = arith.addf %_56, %_57 : f32
        %_59 = arith.mulf %_58, %_51 : f32
        %_60 = arith.constant 0x3D2AA9C1 : f32
        %_61 = arith.addf %_59, %_60 : f32
        %_62 = arith.mulf %_61, %_51 : f32
        %_63 = arith.constant 0x3E2AAAAA : f32
        %_64 = arith.addf %_62, %_63 : f32
        %_65 = arith.mulf %_64, %_51 : f32
        %_66 = arith.constant 0x3F000000 : f32
        %_67 = arith.addf %_65, %_66 : f32
        %_68 = arith.mulf %_51, %_51 : f32
        %_69 = arith.mulf %_67, %_68 : f32
        %_70 = arith.addf %_69, %_51 : f32
        %_71 = arith.constant 0x3F800000 : f32
        %_72 = arith.addf %_70, %_71 : f32
        %_73 = arith.fptosi %_45 : f32 to i32
        %_74 = arith.constant 1 : i32
        %_75 = arith.constant 127 : i32
        %_76 = arith.constant 23 : i32
        %_77 = arith.shrsi %_73, %_74 : i32
        %_78 = arith.subi %_73, %_77 : i32
        %_79 = arith.addi %_77, %_75 : i32
        %_80 = arith.shli %_79, %_76 : i32
        %_81 = arith.bitcast %_80 : i32 to f32
        %_82 = arith.mulf %_72, %_81 : f32
        %_83 = arith.addi %_78, %_75 : i32
        %_84 = arith.shli %_83, %_76 : i32
        %_85 = arith.bitcast %_84 : i32 to f32
        %_86 = arith.mulf %_82, %_85 : f32
        %_87 = arith.cmpf uno, %_36, %_36 : f32
        %_88 = arith.select %_87, %_36, %_86 : f32
        %_89 = arith.constant 0x3F800000 : f32
        %_90 = arith.constant 0x40000000 : f32
        %_91 = arith.constant 0x3F800000 : f32
        %_92 = arith.addf %_88, %_91 : f32
        %_93 = arith.divf %_90, %_92 : f32
        %_94 = arith.subf %_89, %_93 : f32
        %_95 = arith.constant 0x3F200000 : f32
        %_96 = arith.cmpf olt, %_18, %_95 : f32
        %_97 = arith.select %_96, %_35, %_94 : f32
        %_98 = math.copysign %_97, %_in16 : f32
        %_99 = arith.cmpf uno, %_in16, %_in16 : f32
        %_100 = arith.select %_99, %_in16, %_98 : f32
        linalg.yield %_100 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_102 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_103 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_104 = linalg.fill ins(%_102 : f32) outs(%_103 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_105 = linalg.matmul ins(%_101, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_104 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_106 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_105, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_106 : tensor<4x2xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.subf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_112 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_117 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_111, %_111 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_112 : tensor<4x2xf32>) {
      ^bb0(%_in113: f32, %_in114: f32, %_out115: f32):
        %_116 = arith.mulf %_in113, %_in114 : f32
        linalg.yield %_116 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_118 = arith.constant 0x80000000 : f32 loc("tiny_mlp.kina":11:3)
    %_119 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_120 = linalg.fill ins(%_118 : f32) outs(%_119 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_124 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_117 : tensor<4x2xf32>) outs(%_120 : tensor<f32>) {
      ^bb0(%_in121: f32, %_out122: f32):
        %_123 = arith.addf %_in121, %_out122 : f32
        linalg.yield %_123 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_125 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_130 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_124 : tensor<f32>) outs(%_125 : tensor<f32>) {
      ^bb0(%_in126: f32, %_out127: f32):
        %_128 = arith.constant 0x41000000 : f32
        %_129 = arith.divf %_in126, %_128 : f32
        linalg.yield %_129 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    func.return %_130 : tensor<f32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @kina.u.loss__reverseMode(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_4 = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_5 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_5 : tensor<4x5xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_9 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %_8 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_9 : tensor<4x5xf32>) {
      ^bb0(%_in10: f32, %_in11: f32, %_out12: f32):
        %_13 = arith.addf %_in10, %_in11 : f32
        linalg.yield %_13 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_15 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_14 : tensor<4x5xf32>) outs(%_15 : tensor<4x5xf32>) {
      ^bb0(%_in16: f32, %_out17: f32):
        %_18 = math.absf %_in16 : f32
        %_19 = arith.mulf %_in16, %_in16 : f32
        %_20 = arith.constant 0xBBBAF0EA : f32
        %_21 = arith.mulf %_20, %_19 : f32
        %_22 = arith.constant 0x3CA9134E : f32
        %_23 = arith.addf %_21, %_22 : f32
        %_24 = arith.mulf %_23, %_19 : f32
        %_25 = arith.constant 0xBD5C1E2D : f32
        %_26 = arith.addf %_24, %_25 : f32
        %_27 = arith.mulf %_26, %_19 : f32
        %_28 = arith.constant 0x3E088393 : f32
        %_29 = arith.addf %_27, %_28 : f32
        %_30 = arith.mulf %_29, %_19 : f32
        %_31 = arith.constant 0xBEAAAA99 : f32
        %_32 = arith.addf %_30, %_31 : f32
        %_33 = arith.mulf %_32, %_19 : f32
        %_34 = arith.mulf %_33, %_in16 : f32
        %_35 = arith.addf %_34, %_in16 : f32
        %_36 = arith.addf %_18, %_18 : f32
        %_37 = arith.constant 0x42B20000 : f32
        %_38 = arith.minimumf %_36, %_37 : f32
        %_39 = arith.constant 0xC2D00000 : f32
        %_40 = arith.maximumf %_38, %_39 : f32
        %_41 = arith.constant 0x3FB8AA3B : f32
        %_42 = arith.mulf %_40, %_41 : f32
        %_43 = arith.constant 0x3F000000 : f32
        %_44 = arith.addf %_42, %_43 : f32
        %_45 = math.floor %_44 : f32
        %_46 = arith.constant 0x3F318000 : f32
        %_47 = arith.mulf %_45, %_46 : f32
        %_48 = arith.subf %_40, %_47 : f32
        %_49 = arith.constant 0xB95E8083 : f32
        %_50 = arith.mulf %_45, %_49 : f32
        %_51 = arith.subf %_48, %_50 : f32
        %_52 = arith.constant 0x39506967 : f32
        %_53 = arith.mulf %_52, %_51 : f32
        %_54 = arith.constant 0x3AB743CE : f32
        %_55 = arith.addf %_53, %_54 : f32
        %_56 = arith.mulf %_55, %_51 : f32
        %_57 = arith.constant 0x3C088908 : f32
        %_58 = arith.addf %_56, %_57 : f32
        %_59 = arith.mulf %_58, %_51 : f32
        %_60 = arith.constant 0x3D2AA9C1 : f32
        %_61 = arith.addf %_59, %_60 : f32
        %_62 = arith.mulf %_61, %_51 : f32
        %_63 = arith.constant 0x3E2AAAAA : f32
        %_64 = arith.addf %_62, %_63 : f32
        %_65 = arith.mulf %_64, %_51 : f32
        %_66 = arith.constant 0x3F000000 : f32
        %_67 = arith.addf %_65, %_66 : f32
        %_68 = arith.mulf %_51, %_51 : f32
        %_69 = arith.mulf %_67, %_68 : f32
        %_70 = arith.addf %_69, %_51 : f32
        %_71 = arith.constant 0x3F800000 : f32
        %_72 = arith.addf %_70, %_71 : f32
        %_73 = arith.fptosi %_45 : f32 to i32
        %_74 = arith.constant 1 : i32
        %_75 = arith.constant 127 : i32
        %_76 = arith.constant 23 : i32
        %_77 = arith.shrsi %_73, %_74 : i32
        %_78 = arith.subi %_73, %_77 : i32
        %_79 = arith.addi %_77, %_75 : i32
        %_80 = arith.shli %_79, %_76 : i32
        %_81 = arith.bitcast %_80 : i32 to f32
        %_82 = arith.mulf %_72, %_81 : f32
        %_83 = arith.addi %_78, %_75 : i32
        %_84 = arith.shli %_83, %_76 : i32
        %_85 = arith.bitcast %_84 : i32 to f32
        %_86 = arith.mulf %_82, %_85 : f32
        %_87 = arith.cmpf uno, %_36, %_36 : f32
        %_88 = arith.select %_87, %_36, %_86 : f32
        %_89 = arith.constant 0x3F800000 : f32
        %_90 = arith.constant 0x40000000 : f32
        %_91 = arith.constant 0x3F800000 : f32
        %_92 = arith.addf %_88, %_91 : f32
        %_93 = arith.divf %_90, %_92 : f32
        %_94 = arith.subf %_89, %_93 : f32
        %_95 = arith.constant 0x3F200000 : f32
        %_96 = arith.cmpf olt, %_18, %_95 : f32
        %_97 = arith.select %_96, %_35, %_94 : f32
        %_98 = math.copysign %_97, %_in16 : f32
        %_99 = arith.cmpf uno, %_in16, %_in16 : f32
        %_100 = arith.select %_99, %_in16, %_98 : f32
        linalg.yield %_100 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_102 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_103 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_104 = linalg.fill ins(%_102 : f32) outs(%_103 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_105 = linalg.matmul ins(%_101, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_104 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_106 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_105, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_106 : tensor<4x2xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.subf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_112 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_117 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_111, %_111 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_112 : tensor<4x2xf32>) {
      ^bb0(%_in113: f32, %_in114: f32, %_out115: f32):
        %_116 = arith.mulf %_in113, %_in114 : f32
        linalg.yield %_116 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_118 = arith.constant 0x80000000 : f32 loc("tiny_mlp.kina":11:3)
    %_119 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_120 = linalg.fill ins(%_118 : f32) outs(%_119 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_124 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_117 : tensor<4x2xf32>) outs(%_120 : tensor<f32>) {
      ^bb0(%_in121: f32, %_out122: f32):
        %_123 = arith.addf %_in121, %_out122 : f32
        linalg.yield %_123 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_125 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_130 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_124 : tensor<f32>) outs(%_125 : tensor<f32>) {
      ^bb0(%_in126: f32, %_out127: f32):
        %_128 = arith.constant 0x41000000 : f32
        %_129 = arith.divf %_in126, %_128 : f32
        linalg.yield %_129 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_131 = arith.constant dense<0x3F800000> : tensor<f32> loc("tiny_mlp.kina":2:1)
    %_132 = tensor.expand_shape %_131 [] output_shape [1] : tensor<f32> into tensor<1xf32> loc("tiny_mlp.kina":11:3)
    %_133 = tensor.expand_shape %_132 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32> loc("tiny_mlp.kina":11:3)
    %_134 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_137 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_133 : tensor<1x1xf32>) outs(%_134 : tensor<4x2xf32>) {
      ^bb0(%_in135: f32, %_out136: f32):
        linalg.yield %_in135 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_138 = arith.constant dense<0x41000000> : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_139 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_144 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_137, %_138 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_139 : tensor<4x2xf32>) {
      ^bb0(%_in140: f32, %_in141: f32, %_out142: f32):
        %_143 = arith.divf %_in140, %_in141 : f32
        linalg.yield %_143 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_145 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_150 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_144, %_111 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_145 : tensor<4x2xf32>) {
      ^bb0(%_in146: f32, %_in147: f32, %_out148: f32):
        %_149 = arith.mulf %_in146, %_in147 : f32
        linalg.yield %_149 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_151 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_156 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_144, %_111 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_151 : tensor<4x2xf32>) {
      ^bb0(%_in152: f32, %_in153: f32, %_out154: f32):
        %_155 = arith.mulf %_in152, %_in153 : f32
        linalg.yield %_155 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_157 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_162 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_150, %_156 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_157 : tensor<4x2xf32>) {
      ^bb0(%_in158: f32, %_in159: f32, %_out160: f32):
        %_161 = arith.addf %_in158, %_in159 : f32
        linalg.yield %_161 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_163 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_167 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_162 : tensor<4x2xf32>) outs(%_163 : tensor<4x2xf32>) {
      ^bb0(%_in164: f32, %_out165: f32):
        %_166 = arith.negf %_in164 : f32
        linalg.yield %_166 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_168 = tensor.empty() : tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_171 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2 : tensor<5x2xf32>) outs(%_168 : tensor<2x5xf32>) {
      ^bb0(%_in169: f32, %_out170: f32):
        linalg.yield %_in169 : f32
      } -> tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_172 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_173 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_174 = linalg.fill ins(%_172 : f32) outs(%_173 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_175 = linalg.matmul ins(%_162, %_171 : tensor<4x2xf32>, tensor<2x5xf32>) outs(%_174 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_176 = tensor.empty() : tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_101 : tensor<4x5xf32>) outs(%_176 : tensor<5x4xf32>) {
      ^bb0(%_in177: f32, %_out178: f32):
        linalg.yield %_in177 : f32
      } -> tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_180 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_181 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_182 = linalg.fill ins(%_180 : f32) outs(%_181 : tensor<5x2xf32>) -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_183 = linalg.matmul ins(%_179, %_162 : tensor<5x4xf32>, tensor<4x2xf32>) outs(%_182 : tensor<5x2xf32>) -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_184 = arith.constant dense<0x3F800000> : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_185 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_101, %_101 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_185 : tensor<4x5xf32>) {
      ^bb0(%_in186: f32, %_in187: f32, %_out188: f32):
        %_189 = arith.mulf %_in186, %_in187 : f32
        linalg.yield %_189 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_191 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_196 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_184, %_190 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_191 : tensor<4x5xf32>) {
      ^bb0(%_in192: f32, %_in193: f32, %_out194: f32):
        %_195 = arith.subf %_in192, %_in193 : f32
        linalg.yield %_195 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_197 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_202 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_175, %_196 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_197 : tensor<4x5xf32>) {
      ^bb0(%_in198: f32, %_in199: f32, %_out200: f32):
        %_201 = arith.mulf %_in198, %_in199 : f32
        linalg.yield %_201 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_203 = arith.constant 0x80000000 : f32 loc("tiny_mlp.kina":9:21)
    %_204 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_205 = linalg.fill ins(%_203 : f32) outs(%_204 : tensor<5xf32>) -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_209 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%_202 : tensor<4x5xf32>) outs(%_205 : tensor<5xf32>) {
      ^bb0(%_in206: f32, %_out207: f32):
        %_208 = arith.addf %_in206, %_out207 : f32
        linalg.yield %_208 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_210 = tensor.empty() : tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_213 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1 : tensor<3x5xf32>) outs(%_210 : tensor<5x3xf32>) {
      ^bb0(%_in211: f32, %_out212: f32):
        linalg.yield %_in211 : f32
      } -> tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_214 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_215 = tensor.empty() : tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_216 = linalg.fill ins(%_214 : f32) outs(%_215 : tensor<4x3xf32>) -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_217 = linalg.matmul ins(%_202, %_213 : tensor<4x5xf32>, tensor<5x3xf32>) outs(%_216 : tensor<4x3xf32>) -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_218 = tensor.empty() : tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_221 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x3xf32>) outs(%_218 : tensor<3x4xf32>) {
      ^bb0(%_in219: f32, %_out220: f32):
        linalg.yield %_in219 : f32
      } -> tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_222 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_223 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_224 = linalg.fill ins(%_222 : f32) outs(%_223 : tensor<3x5xf32>) -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_225 = linalg.matmul ins(%_221, %_202 : tensor<3x4xf32>, tensor<4x5xf32>) outs(%_224 : tensor<3x5xf32>) -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    func.return %_130, %_217, %_167, %_225, %_209, %_183 : tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @kina.u.main(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_call1:6 = func.call @kina.u.loss__reverseMode(%x, %y, %w1, %b1, %w2) : (tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) loc("tiny_mlp.kina":21:41)
    %_2 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_2 : tensor<3x5xf32>) {
      ^bb0(%_in3: f32, %_out4: f32):
        linalg.yield %_in3 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_6 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_5, %_call1#3 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_6 : tensor<3x5xf32>) {
      ^bb0(%_in7: f32, %_in8: f32, %_out9: f32):
        %_10 = arith.mulf %_in7, %_in8 : f32
        linalg.yield %_10 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_12 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1, %_11 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_12 : tensor<3x5xf32>) {
      ^bb0(%_in13: f32, %_in14: f32, %_out15: f32):
        %_16 = arith.subf %_in13, %_in14 : f32
        linalg.yield %_16 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_18 = tensor.collapse_shape %lr [[0, 1]] : tensor<1x1xf32> into tensor<1xf32> loc("tiny_mlp.kina":22:46)
    %_19 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_18 : tensor<1xf32>) outs(%_19 : tensor<5xf32>) {
      ^bb0(%_in20: f32, %_out21: f32):
        linalg.yield %_in20 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_23 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_22, %_call1#4 : tensor<5xf32>, tensor<5xf32>) outs(%_23 : tensor<5xf32>) {
      ^bb0(%_in24: f32, %_in25: f32, %_out26: f32):
        %_27 = arith.mulf %_in24, %_in25 : f32
        linalg.yield %_27 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_29 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b1, %_28 : tensor<5xf32>, tensor<5xf32>) outs(%_29 : tensor<5xf32>) {
      ^bb0(%_in30: f32, %_in31: f32, %_out32: f32):
        %_33 = arith.subf %_in30, %_in31 : f32
        linalg.yield %_33 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_35 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_35 : tensor<5x2xf32>) {
      ^bb0(%_in36: f32, %_out37: f32):
        linalg.yield %_in36 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_39 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_38, %_call1#5 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_39 : tensor<5x2xf32>) {
      ^bb0(%_in40: f32, %_in41: f32, %_out42: f32):
        %_43 = arith.mulf %_in40, %_in41 : f32
        linalg.yield %_43 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_45 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2, %_44 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_45 : tensor<5x2xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    func.return %_call1#0, %_17, %_34, %_50 : tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":13:1)
  } loc("tiny_mlp.kina":13:1)
}
